# SPDX-License-Identifier: MIT
"""Draw bench/run.py's JSON line as a PNG: ns per call, one panel per workload, same device and
alternating side by side.

    python3 bench/plot.py results.json overhead.png      (needs matplotlib; bench only)
"""
from __future__ import annotations

import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the backend)


def main() -> int:
    source, target = sys.argv[1], sys.argv[2]
    with open(source) as text:
        record = json.loads(text.readline())
    rows = [r for r in record["results"] if r["setting"] == "cached" or r["strategy"].startswith("cubound")]
    workloads = list(dict.fromkeys(r["workload"] for r in rows))
    strategies = list(dict.fromkeys(r["strategy"] for r in rows))
    figure, axes = plt.subplots(len(workloads), 1, figsize=(11, 2.6 * len(workloads)), squeeze=False)
    for axis, workload in zip(axes[:, 0], workloads):
        for offset, devices in ((-0.2, "same"), (0.2, "alternating")):
            values = {r["strategy"]: r["ns"] for r in rows if r["workload"] == workload and r["devices"] == devices}
            xs = [i + offset for i, s in enumerate(strategies) if s in values]
            axis.bar(xs, [values[s] for s in strategies if s in values], width=0.4, label=f"{devices} device" + ("s" if devices != "same" else ""))
        axis.set_title(workload, fontsize=10)
        axis.set_ylabel("ns per call")
        axis.set_xticks(range(len(strategies)))
        axis.set_xticklabels(strategies, rotation=20, ha="right", fontsize=8)
        axis.legend(fontsize=8)
    figure.suptitle(f"cubound: keeping the right context current ({record['host']}, {record['calls']} calls per run, best of 6 rounds)")
    figure.tight_layout()
    figure.savefig(target, dpi=110)
    return 0


if __name__ == "__main__":
    sys.exit(main())
