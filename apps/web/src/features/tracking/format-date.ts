// Moved to lib/format.ts, where every feature finds it; kept so existing imports stay valid.
export { formatDhakaDateTime } from '../../lib/format';
