import { createServer } from "node:net";

/** A port nothing listens on now (taken from the system, then released): a closed port, or one to listen on. */
export async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;

function number(text: string): number {
  // Prometheus reads values with Go's ParseFloat: Inf and NaN in any case (prom-client writes `Nan`)
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a sample value: ${text}`);
  return Number(text);
}

/**
 * Reads the Prometheus text exposition format (version 0.0.4) strictly: HELP and TYPE lines, samples with
 * escaped label values, every sample of a declared family (histograms' _bucket, _sum and _count). Throws on a
 * line it cannot read.
 */
export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [i, line] of text.split("\n").entries()) {
    if (line === "") continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${NAME})(?: (.*))?$`).exec(line);
    if (meta) {
      if (meta[1] === "TYPE") {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(meta[3] ?? ""))
          throw new Error(`line ${i + 1}: unknown type ${meta[3]}`);
        types.set(meta[2] as string, meta[3] as string);
      }
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${i + 1} is not a sample: ${line}`);
    const [, name, rawLabels = "", value] = match as unknown as [string, string, string | undefined, string];
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, "");
    if (!types.has(family)) throw new Error(`line ${i + 1}: ${name} has no TYPE`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < rawLabels.length) {
      const at = LABEL.lastIndex;
      const label = LABEL.exec(rawLabels);
      if (!label || LABEL.lastIndex === at) throw new Error(`line ${i + 1}: bad labels ${rawLabels}`);
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_, c: string) =>
        c === "n" ? "\n" : c,
      );
    }
    samples.push({ name, labels, value: number(value) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include these. */
export function sampleOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}
