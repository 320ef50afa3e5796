#!/usr/bin/env python3
"""Constants of the emitted sin_cos (templates/sin_cos.mustache), derived with mpmath.

Reduction: x = k pi/2 + r, |r| <= pi/4, with pi/2 = P1 + P2 + P3 (Cody-Waite):
P1 and P2 keep 33 significant bits, so k * P1 and k * P2 are exact for
|k| < 2^20 (|x| <= 1e5 needs |k| <= 63662).

Polynomials in z = r^2 (Chebyshev fits on [0, (pi/4)^2], near minimax):
  sin r = r + r z S(z),   S of degree 5
  cos r = 1 - z/2 + z^2 C(z),   C of degree 5
Prints the values as the template lists them (shortest round-trip decimals).
"""
import mpmath as mp

mp.mp.dps = 60
half_pi = mp.pi / 2


def leading_bits(x, bits):
    exponent = mp.floor(mp.log(abs(x), 2))
    scale = mp.mpf(2) ** (bits - 1 - exponent)
    return mp.floor(x * scale) / scale


def sin_tail(z):  # (sin r - r) / (r z)
    if z == 0:
        return mp.mpf(-1) / 6
    r = mp.sqrt(z)
    return (mp.sin(r) - r) / (r * z)


def cos_tail(z):  # (cos r - 1 + z/2) / z^2
    if z == 0:
        return mp.mpf(1) / 24
    r = mp.sqrt(z)
    return (mp.cos(r) - 1 + z / 2) / (z * z)


def main():
    p1 = leading_bits(half_pi, 33)
    p2 = leading_bits(half_pi - p1, 33)
    p3 = half_pi - p1 - p2
    interval = [0, (mp.pi / 4) ** 2]
    s, s_error = mp.chebyfit(sin_tail, interval, 6, error=True)
    c, c_error = mp.chebyfit(cos_tail, interval, 6, error=True)
    print("2/pi", repr(float(2 / mp.pi)))
    print("P1 P2 P3", repr(float(p1)), repr(float(p2)), repr(float(p3)))
    print("S (highest first)", [repr(float(v)) for v in s], "max error", mp.nstr(s_error, 3))
    print("C (highest first)", [repr(float(v)) for v in c], "max error", mp.nstr(c_error, 3))


if __name__ == "__main__":
    main()
