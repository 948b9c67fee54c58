import Fastify from 'fastify';

/** The baseline: the smallest Fastify answer this machine can give, measured beside our calls in the same run. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
