import ipaddr from 'ipaddr.js';
import type { ClientInfo } from '../../http/client-info';

export type RegionRule = { action: 'BLOCK' | 'ALLOW'; kind: 'IP' | 'CIDR' | 'COUNTRY'; value: string };

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

type RuleSet = { ips: Set<string>; ranges: Range[]; countries: Set<string> };

export type CompiledRegionRules = { allow: RuleSet; block: RuleSet };

function parseAddress(value: string): string | null {
  try {
    return ipaddr.process(value.trim()).toString();
  } catch {
    return null;
  }
}

function parseRange(value: string): Range | null {
  try {
    const [address, prefix] = ipaddr.parseCIDR(value.trim());
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
      return [(address as ipaddr.IPv6).toIPv4Address(), prefix - 96];
    }
    return [address, prefix];
  } catch {
    return null;
  }
}

/** Compiles the rules once per change; rows that do not parse are skipped (and reported by the caller). */
export function compileRegionRules(rules: readonly RegionRule[]): {
  compiled: CompiledRegionRules;
  invalid: RegionRule[];
} {
  const empty = (): RuleSet => ({ ips: new Set(), ranges: [], countries: new Set() });
  const compiled = { allow: empty(), block: empty() };
  const invalid: RegionRule[] = [];
  for (const rule of rules) {
    const set = rule.action === 'ALLOW' ? compiled.allow : compiled.block;
    if (rule.kind === 'IP') {
      const address = parseAddress(rule.value);
      if (address) set.ips.add(address);
      else invalid.push(rule);
    } else if (rule.kind === 'CIDR') {
      const range = parseRange(rule.value);
      if (range) set.ranges.push(range);
      else invalid.push(rule);
    } else if (/^[A-Za-z]{2}$/.test(rule.value.trim())) {
      set.countries.add(rule.value.trim().toUpperCase());
    } else {
      invalid.push(rule);
    }
  }
  return { compiled, invalid };
}

function matchesAddress(set: RuleSet, ip: string): boolean {
  if (set.ips.has(ip)) return true;
  if (set.ranges.length === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return set.ranges.some(([base, prefix]) => base.kind() === address.kind() && address.match(base, prefix));
}

/** Most specific first: an address rule beats a country rule, and at each level ALLOW beats BLOCK. */
export function isRegionBlocked(rules: CompiledRegionRules, client: ClientInfo): boolean {
  if (matchesAddress(rules.allow, client.ip)) return false;
  if (matchesAddress(rules.block, client.ip)) return true;
  if (client.countryCode === null) return false;
  if (rules.allow.countries.has(client.countryCode)) return false;
  return rules.block.countries.has(client.countryCode);
}
