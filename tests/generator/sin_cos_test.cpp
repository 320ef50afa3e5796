// The sin_cos that every emitted double file gives its functions (templates/sin_cos.mustache):
// error against long double sinl/cosl (64-bit significands, an independent
// reduction) below 1 ulp over |x| <= 1e5, at seeded random angles and at the
// multiples of pi/2 where the reduction loses most, in every lane, for calls
// of one to seven angles (an odd one out takes a lane of its own); on a
// processor with AVX2, four lanes give the bits of two for calls of one to
// nine angles; libm's values for every angle of a call with one beyond 1e5,
// NaN or infinite; std::sin and std::cos exactly under NEDYN_LIBM_TRIG.
// Compiled with the project's strict warnings.

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace lanes {
#include NEDYN_SIN_COS_TEMPLATE
}  // namespace lanes

#define NEDYN_LIBM_TRIG
namespace libm_only {
#include NEDYN_SIN_COS_TEMPLATE
}  // namespace libm_only
#undef NEDYN_LIBM_TRIG

namespace {

/// |value - exact| in units of the last place of the double nearest exact.
double ulps(double value, long double exact) {
  const double nearest = static_cast<double>(exact);
  const double unit = nearest == 0.0
                          ? std::numeric_limits<double>::denorm_min()
                          : std::nextafter(std::fabs(nearest), HUGE_VAL) - std::fabs(nearest);
  return static_cast<double>(std::fabs(static_cast<long double>(value) - exact) / unit);
}

struct Worst {
  double sine = 0.0, cosine = 0.0;
  double sine_at = 0.0, cosine_at = 0.0;
  void add(double x, double s, double c) {
    const double es = ulps(s, sinl(static_cast<long double>(x)));
    const double ec = ulps(c, cosl(static_cast<long double>(x)));
    if (es > sine) {
      sine = es;
      sine_at = x;
    }
    if (ec > cosine) {
      cosine = ec;
      cosine_at = x;
    }
  }
};

/// One sin_cos call, as an emitted function's body makes it.
struct SinCosBody {
  template <typename SinCos, typename... Angle>
  void operator()(SinCos sin_cos, double* s, double* c, Angle... x) const {
    sin_cos(s, c, x...);
  }
};

/// sin_cos as the emitted code reaches it: through evaluate, which takes four
/// lanes where the processor has AVX2.
template <typename... Angle>
void sin_cos(double* s, double* c, Angle... x) {
  lanes::evaluate(SinCosBody(), s, c, x...);
}

/// Whether this processor takes sin_cos's four-lane path.
bool four_lanes() {
#if defined(__x86_64__)
  return __builtin_cpu_supports("avx2");
#else
  return false;
#endif
}

Worst pairs(double a, double b, Worst worst) {
  double s[2], c[2];
  sin_cos(s, c, a, b);
  worst.add(a, s[0], c[0]);
  worst.add(b, s[1], c[1]);
  return worst;
}

/// sin_cos of x[0..n) in one call, written to exactly n slots (a write
/// beyond them is caught by the sanitizers' build).
template <int N>
void call(const double* x, double* s, double* c);
template <>
void call<1>(const double* x, double* s, double* c) {
  sin_cos(s, c, x[0]);
}
template <>
void call<3>(const double* x, double* s, double* c) {
  sin_cos(s, c, x[0], x[1], x[2]);
}
template <>
void call<5>(const double* x, double* s, double* c) {
  sin_cos(s, c, x[0], x[1], x[2], x[3], x[4]);
}
template <>
void call<7>(const double* x, double* s, double* c) {
  sin_cos(s, c, x[0], x[1], x[2], x[3], x[4], x[5], x[6]);
}

template <int N>
Worst group(std::mt19937_64& random, double range, Worst worst) {
  std::uniform_real_distribution<double> angle(-range, range);
  double x[N];
  for (double& v : x) v = angle(random);
  std::vector<double> s(N), c(N);
  call<N>(x, s.data(), c.data());
  for (int i = 0; i < N; ++i)
    worst.add(x[i], s[static_cast<std::size_t>(i)], c[static_cast<std::size_t>(i)]);
  return worst;
}

}  // namespace

TEST_CASE("sin_cos is within 1 ulp of sinl and cosl for |x| <= 1e5", "[codegen][sin_cos]") {
  std::mt19937_64 random(20261122);
  for (const double range : {0.8, 4.0, 20.0, 1e3, 1e5}) {
    // A large angle in either lane, a small one in the other.
    std::uniform_real_distribution<double> large(-range, range), small(-1.0, 1.0);
    Worst worst;
    for (int i = 0; i < 50000; ++i) {
      worst = pairs(large(random), small(random), worst);
      worst = pairs(small(random), large(random), worst);
    }
    for (int i = 0; i < 5000; ++i) {
      worst = group<1>(random, range, worst);
      worst = group<3>(random, range, worst);
      worst = group<5>(random, range, worst);
      worst = group<7>(random, range, worst);
    }
    INFO("|x| <= " << range << ": sin " << worst.sine << " ulp at " << worst.sine_at << ", cos "
                   << worst.cosine << " ulp at " << worst.cosine_at);
    CHECK(worst.sine < 1.0);
    CHECK(worst.cosine < 1.0);
  }
}

/// Both paths on the same angles; true if every value has the same bits.
template <typename... Angle>
bool same_bits(Angle... x) {
  constexpr std::size_t n = sizeof...(Angle);
  double s2[n], c2[n], s4[n], c4[n];
  lanes::sin_cos_two_lanes(s2, c2, x...);
  lanes::sin_cos_four_lanes(s4, c4, x...);
  return std::memcmp(s2, s4, sizeof s2) == 0 && std::memcmp(c2, c4, sizeof c2) == 0;
}

TEST_CASE("four lanes give the bits of two", "[codegen][sin_cos]") {
  // Not a second implementation: the same operations in wider vectors, so
  // that a file's results do not depend on the processor it runs on. Calls
  // of one to nine angles fill one to four lanes of the last quad.
  if (!four_lanes()) {
    WARN("no AVX2 on this processor: the four-lane path is not taken here");
    return;
  }
  std::mt19937_64 random(4);
  for (const double range : {0.8, 4.0, 1e3, 1e5}) {
    std::uniform_real_distribution<double> angle(-range, range);
    const auto x = [&]() { return angle(random); };
    for (int i = 0; i < 2000; ++i) {
      INFO("|x| <= " << range);
      REQUIRE(same_bits(x()));
      REQUIRE(same_bits(x(), x()));
      REQUIRE(same_bits(x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x(), x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x(), x(), x(), x(), x()));
      REQUIRE(same_bits(x(), x(), x(), x(), x(), x(), x(), x(), x()));
    }
  }
  // Next to multiples of pi/2, where the reduction cancels.
  const long double half_pi = 1.570796326794896619231321691639751442L;
  for (long k = -63661; k <= 63661; k += 97) {
    const double x = static_cast<double>(k * half_pi);
    REQUIRE(same_bits(x, std::nextafter(x, HUGE_VAL), std::nextafter(x, -HUGE_VAL), 0.5, -x));
  }
}

TEST_CASE("sin_cos is within 1 ulp next to multiples of pi/2", "[codegen][sin_cos]") {
  // Where x - k pi/2 cancels: the double nearest k pi/2 and its neighbours.
  Worst worst;
  const long double half_pi = 1.570796326794896619231321691639751442L;
  for (long k = -63661; k <= 63661; k += 7) {
    double x = static_cast<double>(k * half_pi);
    for (int step = 0; step < 3; ++step, x = std::nextafter(x, HUGE_VAL)) {
      worst = pairs(x, 0.0, worst);
      worst = pairs(0.0, x, worst);
    }
  }
  INFO("sin " << worst.sine << " ulp at " << worst.sine_at << ", cos " << worst.cosine << " ulp at "
              << worst.cosine_at);
  CHECK(worst.sine < 1.0);
  CHECK(worst.cosine < 1.0);
}

TEST_CASE("a call beyond 1e5 or with a non-finite angle takes libm for all", "[codegen][sin_cos]") {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const auto same = [](double value, double libm) {
    return value == libm || (std::isnan(value) && std::isnan(libm));
  };
  for (const double bad : {std::nextafter(1e5, inf), -2e5, 1e22, 3.7e300, inf, -inf, nan}) {
    // The bad angle in each position of a call of seven.
    for (int position = 0; position < 7; ++position) {
      INFO(bad << " at " << position);
      double x[7] = {0.5, -1.25, 2.0, 3.5, -0.75, 1e-3, 6.0};
      x[position] = bad;
      double s[7], c[7];
      call<7>(x, s, c);
      for (int i = 0; i < 7; ++i) {
        CHECK(same(s[i], std::sin(x[i])));
        CHECK(same(c[i], std::cos(x[i])));
      }
    }
  }
  // With angles where the lanes' sine differs from libm's by an ulp, so that
  // libm's value tells the path: one beyond 1e5 takes libm for all.
  std::mt19937_64 random(11);
  std::uniform_real_distribution<double> angle(-5.0, 5.0);
  const auto lanes_differ = [&]() {
    for (;;) {
      const double x = angle(random);
      double sx[1], cx[1];
      sin_cos(sx, cx, x);
      if (sx[0] != std::sin(x)) return x;
    }
  };
  const double a = lanes_differ(), b = lanes_differ(), d = lanes_differ();
  double s[4], c[4];
  sin_cos(s, c, a, b, d, 2e5);
  CHECK(s[0] == std::sin(a));
  CHECK(c[0] == std::cos(a));
  CHECK(s[1] == std::sin(b));
  CHECK(s[2] == std::sin(d));
  CHECK(s[3] == std::sin(2e5));
  // 1e5 itself is in range, in either lane.
  sin_cos(s, c, 1e5, -1e5);
  CHECK(ulps(s[0], sinl(1e5L)) < 1.0);
  CHECK(ulps(c[1], cosl(-1e5L)) < 1.0);
  CHECK(s[1] == -s[0]);
  CHECK(c[1] == c[0]);
}

TEST_CASE("under NEDYN_LIBM_TRIG sin_cos is std::sin and std::cos", "[codegen][sin_cos]") {
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> angle(-10.0, 10.0);
  for (int i = 0; i < 1000; ++i) {
    const double a = angle(random), b = angle(random);
    double s[2], c[2];
    libm_only::evaluate(SinCosBody(), static_cast<double*>(s), static_cast<double*>(c), a, b);
    REQUIRE(s[0] == std::sin(a));
    REQUIRE(c[0] == std::cos(a));
    REQUIRE(s[1] == std::sin(b));
    REQUIRE(c[1] == std::cos(b));
  }
}
