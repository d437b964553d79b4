import { seedFrom } from './random';

/** A stable point around Seoul for an address: the mock's stand-in for a map service (it never calls one). */
export function geocodeOf(address: string): { lat: number; lng: number } {
  const hash = seedFrom(address);
  const lat = 37.45 + (hash % 2000) / 10_000;
  const lng = 126.85 + (Math.floor(hash / 2000) % 3000) / 10_000;
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}
