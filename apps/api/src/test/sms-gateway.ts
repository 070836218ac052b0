import http from 'node:http';
import { listenLocally } from './local-server.ts';

export interface GatewaySms {
  apiKey: string;
  senderId: string;
  number: string;
  message: string;
}

/**
 * A local HTTP SMS gateway of the kind Bangladeshi providers offer (GET with api_key, senderid,
 * number, message): it keeps what it receives and can be switched down (503) to test retries.
 */
export async function startSmsGateway(onSms?: (sms: GatewaySms) => void) {
  const received: GatewaySms[] = [];
  let down = false;
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    if (down) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"gateway unavailable"}');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const sms = {
      apiKey: url.searchParams.get('api_key') ?? '',
      senderId: url.searchParams.get('senderid') ?? '',
      number: url.searchParams.get('number') ?? '',
      message: url.searchParams.get('message') ?? '',
    };
    received.push(sms);
    onSms?.(sms);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"response_code":202,"success_message":"SMS Submitted Successfully"}');
  });
  server.keepAliveTimeout = 1000;
  const { origin, close } = await listenLocally(server);
  return {
    received,
    /** The SMS_URL template pointing at this gateway. */
    url: `${origin}/api/smsapi?api_key={api_key}&type=text&number={number}&senderid={sender_id}&message={message}`,
    setDown(value: boolean) {
      down = value;
    },
    get requests() {
      return requests;
    },
    close,
  };
}
