"""Wall time and peak memory of one child process, for the timing scripts."""
import os
import subprocess
import tempfile
import time


def run(command, limit):
    """(seconds, peak_kib, stdout) of one process, or (None, peak, '') past the limit."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out:
        child = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL)
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > limit:
                child.kill()
                pid, status, usage = os.wait4(child.pid, 0)
                return None, usage.ru_maxrss, ""
            time.sleep(0.02)
        elapsed = time.monotonic() - start
        out.seek(0)
        if status != 0:
            raise SystemExit(f"failed: {' '.join(command)}")
        return elapsed, usage.ru_maxrss, out.read().decode()


def stats(text):
    """The table of `nedyn generate --stats`: function -> mul, add, div, calls, route."""
    table = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 6 and parts[1].isdigit():
            table[parts[0]] = {"mul": int(parts[1]), "add": int(parts[2]), "div": int(parts[3]),
                               "calls": int(parts[4]), "route": " ".join(parts[5:])}
    return table
