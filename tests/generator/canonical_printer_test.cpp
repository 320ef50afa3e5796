// The canonical printer: the same expression gives the same bytes whatever
// GiNaC's internal order, and text output is GiNaC syntax.

#include <catch2/catch.hpp>

#include "nedyn/generator/canonical_printer.hpp"

using namespace nedyn;

namespace {

// a + b c^2 - 3/4 sin(a + c) / (a + b), with the symbols created in the given order.
std::string print_with_creation_order(bool reversed, PrintStyle style) {
  std::vector<GiNaC::realsymbol> s;
  const char* names[] = {"a", "b", "c"};
  const char* tex[] = {"\\alpha", "b_{1}", "c_{2}"};
  for (int k = 0; k < 3; ++k) {
    const int i = reversed ? 2 - k : k;
    s.emplace_back(names[i], tex[i]);
  }
  if (reversed) std::reverse(s.begin(), s.end());
  const GiNaC::ex a = s[0], b = s[1], c = s[2];
  const GiNaC::ex e =
      a + b * GiNaC::pow(c, 2) - GiNaC::numeric(3, 4) * GiNaC::sin(a + c) / (a + b) + GiNaC::Pi;
  return canonical_string(e, style);
}

}  // namespace

TEST_CASE("output does not depend on symbol-creation order", "[canonical]") {
  CHECK(print_with_creation_order(false, PrintStyle::text) ==
        print_with_creation_order(true, PrintStyle::text));
  CHECK(print_with_creation_order(false, PrintStyle::latex) ==
        print_with_creation_order(true, PrintStyle::latex));
}

TEST_CASE("text is GiNaC syntax with sorted operands", "[canonical]") {
  const std::string text = print_with_creation_order(false, PrintStyle::text);
  CHECK(text == "-3/4*(a+b)^(-1)*sin(a+c)+Pi+a+b*c^2");
  // And GiNaC reads it back as the same expression.
  GiNaC::symtab table;
  GiNaC::realsymbol a("a"), b("b"), c("c");
  table["a"] = a;
  table["b"] = b;
  table["c"] = c;
  GiNaC::parser reader(table);
  const GiNaC::ex back = reader(text);
  const GiNaC::ex expected =
      a + b * GiNaC::pow(c, 2) - GiNaC::numeric(3, 4) * GiNaC::sin(a + c) / (a + b) + GiNaC::Pi;
  CHECK((back - expected).expand().is_zero());
}

TEST_CASE("signs, rationals and powers", "[canonical]") {
  GiNaC::realsymbol x("x"), y("y");
  CHECK(canonical_string(-x) == "-x");
  CHECK(canonical_string(x - y) == "x-y");
  CHECK(canonical_string(y - x) == "-x+y");
  CHECK(canonical_string(GiNaC::numeric(-2159, 5000) * x) == "-2159/5000*x");
  CHECK(canonical_string(GiNaC::pow(x + 1, 2)) == "(1+x)^2");
  CHECK(canonical_string(GiNaC::pow(-x, 3)) == "-x^3");
  CHECK(canonical_string(GiNaC::sqrt(GiNaC::ex(3))) == "3^(1/2)");
  CHECK(canonical_string(GiNaC::numeric(1, 2) * x, PrintStyle::latex) == "\\frac{1}{2} x");
  CHECK(canonical_string(GiNaC::csgn(x), PrintStyle::latex) ==
        "\\operatorname{sgn}\\left(x\\right)");
}

TEST_CASE("decimals on request", "[canonical]") {
  GiNaC::realsymbol x("x");
  const GiNaC::ex e = GiNaC::numeric(372347379, 10000000) * x - GiNaC::numeric(3, 200000);
  CHECK(canonical_string(e, PrintStyle::text, 6) == "-1.5e-05+37.2347*x");
  CHECK(canonical_string(e, PrintStyle::latex, 3) == "-1.5 \\times 10^{-5} + 37.2 x");
  CHECK(canonical_string(2 * x, PrintStyle::text, 6) == "2*x");    // integers stay integers
  CHECK(canonical_string(e) == "-3/200000+372347379/10000000*x");  // exact by default
}
