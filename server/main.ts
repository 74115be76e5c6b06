import { startServer } from './start';

// `npm start`: one Defter server process (server/start.ts); `npm run start:cluster` runs several (server/cluster.ts).
void startServer();
