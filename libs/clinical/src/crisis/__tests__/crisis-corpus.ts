import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CrisisTier } from '../crisis-types';

export interface FlagItem {
  group: 'explicit' | 'indirect' | 'obfuscated';
  tier: Exclude<CrisisTier, 'none'>;
  text: string;
}

export interface BenignItem {
  group: string;
  text: string;
}

export interface ScriptTurn {
  text: string;
  tier: CrisisTier;
  retracted?: boolean;
}

export interface Script {
  name: string;
  turns: ScriptTurn[];
}

function rows(file: string): string[][] {
  return readFileSync(join(__dirname, '..', 'model', 'data', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('|'));
}

export function loadFlagItems(): FlagItem[] {
  return rows('own-crisis.txt').map(([group, tier, ...text]) => ({
    group: group as FlagItem['group'],
    tier: tier as FlagItem['tier'],
    text: text.join('|'),
  }));
}

export function loadBenignItems(): BenignItem[] {
  return rows('own-benign.txt').map(([group, ...text]) => ({ group, text: text.join('|') }));
}

export function loadScripts(): Script[] {
  return JSON.parse(readFileSync(join(__dirname, 'crisis-scripts.json'), 'utf8')) as Script[];
}
