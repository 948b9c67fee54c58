import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import {
  zHelpArticleEnabled,
  zHelpArticleInput,
  zHelpPage,
  zHelpQuery,
  zOpsHelpArticle,
  zOpsHelpArticleList,
  zOpsHelpQuery,
} from '@playhall/contracts/help';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import { requestScoped } from '../../http/request-scoped';
import { helpPage } from './help-centre';
import type { HelpEditor } from './help-editor';

/** helpCenter (member-and-agent-centres §2, §7): the help centre's articles, the terms and the privacy policy. */
export const publicHelpRoutes: FastifyPluginAsyncZod<{
  database: Database;
  defaultLanguage: () => Promise<LanguageCode>;
}> = async (app, { database, defaultLanguage }) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary:
          'The help centre: enabled articles by category (beginner guide first, terms of use and privacy policy last) in the asked language, else the brand’s default',
        querystring: zHelpQuery,
        response: { 200: envelope(zHelpPage) },
      },
    },
    async (request) => {
      const fallback = await defaultLanguage();
      const language = resolveLanguage(request, request.query.lang, fallback);
      return ok(await helpPage(database, { language, fallback, device: request.query.device }));
    },
  );
};

const tags = ['operator console'];

/**
 * The console's help centre: every article, disabled ones too; create, edit, enable or disable, delete. The
 * operator is checked before the body is read.
 */
export const opsHelpRoutes: FastifyPluginAsyncZod<{
  /** The ops module's operator check (it sits above content; the wiring passes it in). */
  requireOperator: (request: FastifyRequest) => Promise<{ operatorId: bigint }>;
  editor: HelpEditor;
}> = async (app, { requireOperator, editor }) => {
  const caller = requestScoped(requireOperator);
  const { onRequest } = caller;
  const operatorId = (request: FastifyRequest): bigint => caller.of(request).operatorId;

  app.get(
    '/ops/api/help',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every help article (disabled ones too), in display order; `category` narrows to one',
        querystring: zOpsHelpQuery,
        response: { 200: envelope(zOpsHelpArticleList) },
      },
    },
    async (request) => ok(await editor.list(request.query)),
  );

  app.post(
    '/ops/api/help',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Write a help article: its HTML is sanitised before it is stored; answers what was stored',
        body: zHelpArticleInput,
        response: { 200: envelope(zOpsHelpArticle) },
      },
    },
    async (request) => ok(await editor.create(operatorId(request), request.body)),
  );

  app.put(
    '/ops/api/help/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace a help article',
        params: zIdParam,
        body: zHelpArticleInput,
        response: { 200: envelope(zOpsHelpArticle) },
      },
    },
    async (request) => ok(await editor.update(operatorId(request), request.params.id, request.body)),
  );

  app.put(
    '/ops/api/help/:id/enabled',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Show or hide a help article',
        params: zIdParam,
        body: zHelpArticleEnabled,
        response: { 200: envelope(zOpsHelpArticle) },
      },
    },
    async (request) =>
      ok(await editor.setEnabled(operatorId(request), request.params.id, request.body.enabled)),
  );

  app.delete(
    '/ops/api/help/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a help article',
        params: zIdParam,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await editor.remove(operatorId(request), request.params.id);
      return ok({});
    },
  );
};
