// A bare `ws` broadcast, the baseline of the hub benches: `node ws-broadcast.mjs <port>` sends
// each POSTed body to every connected socket, framed once for all.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((req, res) => {
  if (req.method === 'GET') return res.end('ok');
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const message = Buffer.concat(chunks);
    for (const client of wss.clients) client.send(message, { binary: false });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"result":{}}');
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
