import { describe, expect, it } from 'vitest';
import { soundKey } from './sound-key.ts';

describe('soundKey', () => {
  it('brings together the Latin spellings of one Bangla name', () => {
    expect(soundKey('Rongpur')).toBe(soundKey('Rangpur'));
    expect(soundKey('Shylet')).toBe(soundKey('Sylhet'));
    expect(soundKey('Cumilla')).toBe(soundKey('Comila'));
    expect(soundKey('ঢাকা')).toBe('ঢাকা');
  });

  it('keeps different names apart', () => {
    expect(soundKey('Rangpur')).not.toBe(soundKey('Rangamati'));
    expect(soundKey('Khulna')).not.toBe(soundKey('Kushtia'));
  });
});
