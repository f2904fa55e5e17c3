/**
 * The phone that DESIGN §11 and issue 28 judge speed on, slowed by Chromium itself ("applied"
 * throttling) rather than estimated: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4×,
 * 412 px wide (Lighthouse's mobile screen). Lighthouse's devtools runs and the first-tap timings
 * both read it, so their figures describe the same phone.
 */
export const phone = {
  rttMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
} as const;

/** Lighthouse's settings for applied (`devtools`) throttling on `phone`. */
export const lighthouseApplied = {
  throttlingMethod: 'devtools',
  throttling: {
    rttMs: phone.rttMs,
    throughputKbps: phone.downloadKbps,
    requestLatencyMs: phone.rttMs,
    downloadThroughputKbps: phone.downloadKbps,
    uploadThroughputKbps: phone.uploadKbps,
    cpuSlowdownMultiplier: phone.cpuSlowdown,
  },
} as const;

/**
 * `phone`'s network as CDP `Network.emulateNetworkConditions` takes it, converted as Lighthouse's
 * devtools throttling converts it (kbps × 1024 / 8 bytes a second), so both slow pages alike.
 */
export const cdpNetwork = {
  offline: false,
  latency: phone.rttMs,
  downloadThroughput: (phone.downloadKbps * 1024) / 8,
  uploadThroughput: (phone.uploadKbps * 1024) / 8,
};
