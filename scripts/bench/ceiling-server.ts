/**
 * The benchmark's ceiling: the least a Node server can do to answer a page, sending fixed
 * brotli-compressed bytes. Usage (forked by load.ts): ceiling-server.ts <port> <body file>
 */
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile!);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'br',
  'content-length': String(body.length),
};
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => process.exit(0));
