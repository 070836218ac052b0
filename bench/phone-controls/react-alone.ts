// The phone bench's control (bench/lib/phone-controls.ts): the least a React page can do to open a
// rider's run offline. react-dom drawing the run's stops from IndexedDB, and nothing else (no router, no
// translations, no queue, no session): what React itself costs on the slowed phone.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

interface Stop {
  id: number;
  receiver: string;
  address: string;
  phone: string;
  amount: number;
}

function readStops(): Promise<Stop[]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('phone-control', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('run');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const reading = opening.result.transaction('run', 'readonly').objectStore('run').get('stops');
      reading.onerror = () => reject(reading.error);
      reading.onsuccess = () => resolve((reading.result as Stop[] | undefined) ?? []);
    };
  });
}

function StopCard({ stop }: { stop: Stop }) {
  return h(
    'article',
    { className: 'card bg-base-100 shadow-sm mb-3', 'data-stop': '' },
    h(
      'div',
      { className: 'card-body p-4' },
      h('h2', { className: 'card-title text-base' }, stop.receiver),
      h('p', { className: 'text-sm' }, stop.address),
      h('p', { className: 'text-sm font-semibold' }, `৳ ${stop.amount}`),
      h(
        'div',
        { className: 'card-actions justify-end' },
        h('a', { className: 'btn btn-sm btn-outline', href: `tel:${stop.phone}` }, 'Call'),
        h('button', { className: 'btn btn-sm btn-primary', type: 'button' }, 'Picked up'),
      ),
    ),
  );
}

function Run({ stops }: { stops: Stop[] }) {
  return h(
    'main',
    { className: 'p-4' },
    h('h1', { className: 'text-xl font-bold mb-4' }, 'My run'),
    stops.map((stop) => h(StopCard, { key: stop.id, stop })),
  );
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void readStops().then((stops) => root.render(h(Run, { stops })));
}
