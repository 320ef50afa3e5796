#!/usr/bin/env python3
"""Prints, one per line and sorted, the names that the emitted .cpp's one
include (<cmath>) declares at global scope with this machine's compiler and C
library (functions, variables, typedefs and struct tags), or with --macros the
macros it and the compiler define (g++'s default GNU mode adds `linux` and
`unix`). A model named like a global name would open `namespace NAME` next to
it, and a symbol named like a macro would turn `p.NAME` into something else:
neither compiles, so nedyn refuses both (runtime/src/model/*_names.txt hold
the lists; tests/model/emitted_names_test.cpp re-runs this script to check
that every name the compiler shows is in them).

usage: scripts/global_names.py [--macros] [COMPILER]   (default c++)
"""
import re
import subprocess
import sys


def global_names(compiler):
    text = subprocess.run([compiler, "-std=c++17", "-E", "-P", "-x", "c++", "-"],
                          input="#include <cmath>\n", capture_output=True, text=True,
                          check=True).stdout
    # Drop namespace std/__gnu_cxx bodies: only file-scope declarations matter.
    out = []
    scope = []  # True for braces of a namespace other than the global one
    tokens = re.finditer(r'namespace\s+\w*\s*(?:__attribute__\s*\(\(.*?\)\)\s*)?\{|\{|\}', text)
    last = 0
    for t in tokens:
        if not any(scope):
            out.append(text[last:t.start()])
        s = t.group(0)
        if s == "}":
            if scope:
                scope.pop()
            if not any(scope):
                out.append(s)
        else:
            is_ns = s.startswith("namespace")
            scope.append(is_ns)
            if not any(scope):
                out.append(s)
        last = t.end()
    if not any(scope):
        out.append(text[last:])
    top = "".join(out)
    names = set()
    names.update(re.findall(r'\bextern\b[^;{}]*?\b([A-Za-z]\w*)\s*\(', top))
    names.update(re.findall(r'\btypedef\b[^;]*?\b([A-Za-z]\w*)\s*;', top))
    names.update(re.findall(r'\btypedef\b[^;]*?\(\s*\*\s*([A-Za-z]\w*)\s*\)', top))
    names.update(re.findall(r'\b(?:struct|union|enum)\s+([A-Za-z]\w*)', top))
    names.update(re.findall(r'\bextern\b[^;(){}]*?\b([A-Za-z]\w*)\s*;', top))
    names.update(re.findall(r'\}\s*([A-Za-z]\w*)\s*;', top))  # typedef struct {...} NAME;
    keywords = {"extern", "int", "double", "float", "long", "char", "void", "const",
                "unsigned", "signed", "short", "struct", "union", "enum", "typedef",
                "noexcept", "throw", "__attribute__", "operator", "inline"}
    return sorted(n for n in names if n not in keywords and not n.startswith("_"))


def macro_names(compiler):
    text = subprocess.run([compiler, "-std=gnu++17", "-dM", "-E", "-x", "c++", "-"],
                          input="#include <cmath>\n", capture_output=True, text=True,
                          check=True).stdout
    return sorted({m for m in re.findall(r'^#define ([A-Za-z]\w*)', text, re.M)})


if __name__ == "__main__":
    args = sys.argv[1:]
    macros = "--macros" in args
    args = [a for a in args if a != "--macros"]
    compiler = args[0] if args else "c++"
    for name in (macro_names if macros else global_names)(compiler):
        print(name)
