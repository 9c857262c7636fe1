"""plan -- what check_gpu.py knows without a GPU: kernel signatures, launch
shapes, argument buffers, and how two runs' outputs are compared.

Everything here is pure computation on text and bytes, so that the self-test
(tests/gpu/run.sh, part of `make test`) checks it on a machine with no GPU.

Invariants:
  * a kernel's parameters are read from the PTX .entry (their sizes, which
    both compilers must agree on) and from the IR define line (their kinds:
    pointer, integer, float, bytes); the IR decides what a value means, the
    PTX how many bytes it takes;
  * the launch shape honours the kernel's own bounds: .reqntid exactly,
    .maxntid as a ceiling, a cluster shape by rounding the grid up;
  * outputs are compared as bytes first; only where they differ is the
    differing span compared as a multiset of 32-bit words (atomic slots
    taken in another order) and printf output as a multiset of lines
    (warps print in any order).
"""
import random
import re
import struct
from array import array

# ---- the IR side: parameter kinds ------------------------------------------


def split_top(s):
    """Split at the commas that are not inside (), [], {} or <>."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def param_kind(p):
    """The kind of one IR parameter ("ptr addrspace(1) noalias %x" -> ptr)."""
    if "byval" in p:
        return "bytes"          # an aggregate copied into the param space
    ty = re.sub(r"\s*%[\w.$\"-]+$", "", p)  # drop the parameter's name
    if ty.startswith("ptr") or re.match(r"^[^ ]+( addrspace\(\d+\))?\*", ty):
        return "ptr"
    if ty.startswith(("float", "double", "half", "bfloat")):
        return {"float": "f32", "double": "f64"}.get(ty.split()[0], "f16")
    m = re.match(r"i(\d+)\b", ty)
    if m:
        return "i%s" % m.group(1)
    return "bytes"              # vectors, structs passed by value


def ir_signatures(text):
    """Function name -> list of parameter kinds, for every define."""
    sigs = {}
    for m in re.finditer(r'^define [^@\n]*@("[^"]+"|[\w.$-]+)\(', text, re.M):
        name, i, depth = m.group(1).strip('"'), m.end(), 1
        start = i
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        sigs[name] = [param_kind(p) for p in split_top(text[start:i - 1])]
    return sigs

# ---- the PTX side: entries, their parameters and bounds ---------------------


def _dims(directives, key):
    m = re.search(r"\." + key + r"\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?", directives)
    return [int(x) if x else 1 for x in m.groups()] if m else None


def ptx_entries(ptx):
    """Entry name -> {"sizes", "reqntid", "maxntid", "cluster", "dims"}."""
    out = {}
    for m in re.finditer(r"\.entry\s+([\w$.]+)\s*\(([^)]*)\)([^{]*)\{", ptx):
        name, plist, directives = m.groups()
        sizes = []
        for p in (x.strip() for x in plist.split(",")):
            if not p:
                continue
            arr = re.search(r"\[(\d+)\]", p)
            ty = re.search(r"\.[usbf](8|16|32|64)\b", p)
            sizes.append(int(arr.group(1)) if arr else (int(ty.group(1)) // 8 if ty else 8))
        i, depth = m.end(), 1
        while i < len(ptx) and depth:       # the body, to its matching brace
            depth += {"{": 1, "}": -1}.get(ptx[i], 0)
            i += 1
        body = ptx[m.end():i]
        dims = 3 if re.search(r"%(tid|ctaid|ntid|nctaid)\.z", body) else \
            2 if re.search(r"%(tid|ctaid|ntid|nctaid)\.y", body) else 1
        out[name] = {"sizes": sizes, "reqntid": _dims(directives, "reqntid"),
                     "maxntid": _dims(directives, "maxntid"),
                     "cluster": _dims(directives, "reqnctapercluster"), "dims": dims}
    return out


def launch_shape(ent, n, big=False):
    """(grid, block) for entry ENT (its bounds merged from both compilers)."""
    if ent["reqntid"]:
        block = list(ent["reqntid"])
    else:
        block = {1: [256, 1, 1], 2: [16, 16, 1], 3: [8, 8, 4]}[ent["dims"]]
        cap = ent["maxntid"]
        if cap:
            limit = cap[0] * cap[1] * cap[2]
            while block[0] * block[1] * block[2] > limit:
                if block[0] > 1:
                    block[0] //= 2
                elif block[1] > 1:
                    block[1] //= 2
                else:
                    block[2] //= 2
    if ent["dims"] == 1:
        cover = (n + block[0] - 1) // block[0]
        grid = [min(max(cover, 8), 4096 if big else 64), 1, 1]
    elif ent["dims"] == 2:
        side = 128 if big else 8
        grid = [side, side, 1]
    else:
        grid = [16, 16, 16] if big else [4, 4, 4]
    if ent["cluster"]:
        grid = [((g + c - 1) // c) * c for g, c in zip(grid, ent["cluster"])]
    return grid, block


def sim_shape(ent):
    """(grid, block) for a kernel written for ptxsim (tests/sim/kernels):
    the launch tests/sim/run.sh gives it, 2 CTAs of its .reqntid, else
    of 64 threads (32x4 or 16x16 where it reads %tid.y, as there).  Such
    kernels index their outputs as ctaid * 64 + tid and put regions at
    fixed offsets: on launch_shape's 8 CTAs of 256 threads, threads of
    two CTAs write the same words, and llc-19's own runs differ."""
    if ent["reqntid"]:
        block = list(ent["reqntid"])
    elif ent["dims"] > 1:
        block = [32, 4, 1] if ent["maxntid"] else [16, 16, 1]
    else:
        block = [64, 1, 1]
    grid = [2, 1, 1]
    if ent["cluster"]:
        grid = [((g + c - 1) // c) * c for g, c in zip(grid, ent["cluster"])]
    return grid, block


def merge_bounds(a, b):
    """One entry seen by both compilers: llc-19 ignores some bound
    attributes that tnvcc writes (and the other way round), and the launch
    must respect whichever either wrote."""
    m = dict(a)
    for key in ("reqntid", "maxntid", "cluster"):
        m[key] = a[key] or b[key]
    m["dims"] = max(a["dims"], b["dims"])
    return m

# ---- arguments --------------------------------------------------------------

BUF = 8 << 20   # every pointer parameter gets its own buffer of this size
MODES = {"f96": ("float", 96), "i96": ("int", 96), "f1000": ("float", 1000)}


def arg_plan(kinds, sizes, n):
    """The arguments of one launch: ("buf", k) for the k-th buffer, or
    ("bytes", b) for a value passed directly.  Integers get N (the problem
    size of the input mode: kernels take it as a count or a matrix side),
    except i1/i8 flags, which get 1; floats get 0.75; aggregates are filled
    with N as 32-bit words."""
    plan, nbuf = [], 0
    for kind, size in zip(kinds, sizes):
        if kind == "ptr" and size == 8:
            plan.append(("buf", nbuf))
            nbuf += 1
        elif kind == "f32":
            plan.append(("bytes", struct.pack("<f", 0.75)))
        elif kind == "f64":
            plan.append(("bytes", struct.pack("<d", 0.75)))
        elif kind == "f16":
            plan.append(("bytes", struct.pack("<H", 0x3C00)[:size]))
        elif kind in ("i1", "i8"):
            plan.append(("bytes", bytes([1]) + bytes(size - 1)))
        elif kind.startswith("i") and size <= 8:
            plan.append(("bytes", (n).to_bytes(8, "little")[:size]))
        else:
            plan.append(("bytes", (struct.pack("<i", n) * ((size + 3) // 4))[:size]))
    return plan, nbuf


def fill(kind, k, nbytes=BUF):
    """Buffer number K's initial contents in input mode KIND: floats in
    [-2, 2) or small integers, from a fixed seed (identical for both
    compilers and every run).  A block of 64 Ki words is made and repeated:
    Python makes random numbers slowly, and kernels need no more variety."""
    rng = random.Random(1009 * k + (1 if kind == "float" else 2))
    if kind == "float":
        block = array("f", (rng.uniform(-2.0, 2.0) for _ in range(65536))).tobytes()
    else:
        block = array("i", ((i * 37 + 11 + k) % 97 for i in range(65536))).tobytes()
    return (block * (nbytes // len(block) + 1))[:nbytes]


# ---- comparing outputs ---------------------------------------------------------


def first_diff(a, b):
    """Index of the first differing byte of equal-length A and B (bisection
    on prefixes: each comparison runs at C speed)."""
    lo, hi = 0, len(a)
    while hi - lo > 64:
        mid = (lo + hi) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid
    for i in range(lo, hi):
        if a[i] != b[i]:
            return i
    return len(a)


def compare_bytes(ref, got):
    """'exact', 'unordered' (same multiset of 32-bit words, other order), or
    a dict describing the first difference."""
    if ref == got:
        return "exact"
    lo = first_diff(ref, got) & ~3
    hi = len(ref) - (first_diff(ref[::-1], got[::-1]) & ~3)
    hi = min(len(ref), (hi + 3) & ~3)
    span_r, span_g = array("I", ref[lo:hi]), array("I", got[lo:hi])
    if sorted(span_r) == sorted(span_g):
        return "unordered"
    words = sum(1 for x, y in zip(span_r, span_g) if x != y)
    return {"first_byte": lo, "words": words, "ref": "0x%08x" % span_r[0], "got": "0x%08x" % span_g[0],
            "as_f32": [struct.unpack("<f", struct.pack("<I", span_r[0]))[0],
                       struct.unpack("<f", struct.pack("<I", span_g[0]))[0]]}


def compare_lines(ref, got):
    """printf output: 'exact', 'unordered' (same lines, other order), or a
    dict with the first line of each side not in the other."""
    if ref == got:
        return "exact"
    a, b = ref.splitlines(), got.splitlines()
    if sorted(a) == sorted(b):
        return "unordered"
    only_r = [x for x in a if x not in set(b)][:1]
    only_g = [x for x in b if x not in set(a)][:1]
    return {"lines": [len(a), len(b)], "ref_only": only_r, "got_only": only_g}


def combine(results):
    """The verdict of several compared outputs: the worst one."""
    if any(isinstance(r, dict) for r in results):
        return "DIFF"
    return "unordered" if "unordered" in results else "exact"
