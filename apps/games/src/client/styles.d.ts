// esbuild bundles CSS imported from TSX into game.css; TypeScript only needs to know the import exists.
declare module '*.css';
