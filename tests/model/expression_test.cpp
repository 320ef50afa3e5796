// Values in model files are read exactly: decimals become rationals, symbols
// are real, and every problem is refused with a reason.

#include <catch2/catch.hpp>

#include "nedyn/model/expression.hpp"

using namespace nedyn;

namespace {

GiNaC::ex parse(const std::string& text) {
  SymbolTable symbols;
  return parse_value(text, symbols);
}

std::string refusal(const std::string& text) {
  SymbolTable symbols;
  try {
    parse_value(text, symbols);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("decimals are exact rationals, never doubles", "[expression]") {
  CHECK(parse("0.4318") == GiNaC::numeric(2159, 5000));
  CHECK(parse("1.48e-3") == GiNaC::numeric(37, 25000));
  CHECK(parse("2E2") == 200);
  CHECK(parse(".5") == GiNaC::numeric(1, 2));
  CHECK(parse("-0.15") == GiNaC::numeric(-3, 20));
  CHECK(parse("0.1 + 0.2") == GiNaC::numeric(3, 10));  // false in doubles
  CHECK(GiNaC::is_a<GiNaC::numeric>(parse("200e-6 * 62.6111^2")));
  CHECK(GiNaC::ex_to<GiNaC::numeric>(parse("0.4318")).is_rational());
}

TEST_CASE("pi, functions and symbols", "[expression]") {
  SymbolTable symbols;
  const GiNaC::ex e = parse_value("pi/2 + m2*l1^2 + sqrt(2)", symbols);
  REQUIRE(symbols.size() == 2);
  REQUIRE(symbols.count("m2") == 1);
  REQUIRE(symbols.count("l1") == 1);
  const GiNaC::realsymbol m2 = symbols.at("m2"), l1 = symbols.at("l1");
  CHECK((e - (GiNaC::Pi / 2 + m2 * GiNaC::pow(l1, 2) + GiNaC::sqrt(GiNaC::ex(2)))).expand() == 0);
  // The same name is the same symbol across values.
  const GiNaC::ex f = parse_value("2*m2", symbols);
  CHECK((f - 2 * m2).expand() == 0);
  CHECK(symbols.size() == 2);
  // Symbols are real: conjugation leaves them alone.
  CHECK(GiNaC::ex(m2).conjugate() == m2);
}

TEST_CASE("regression: symbols named like GiNaC's built-ins are plain symbols", "[expression]") {
  // What went wrong: a parameter named I (an inertia) was read as GiNaC's
  // imaginary unit and refused as "not a real number"; Euler and Catalan
  // would have been constants. User symbols now never meet those names.
  for (const char* name : {"I", "Euler", "Catalan", "E"}) {
    SymbolTable symbols;
    const GiNaC::ex e = parse_value(std::string("2*") + name, symbols);
    REQUIRE(symbols.count(name) == 1);
    CHECK((e - 2 * symbols.at(name)).expand().is_zero());
  }
}

TEST_CASE("pi in another case is refused, not a new symbol", "[expression]") {
  // `alpha: PI` read as a free symbol PI made eval ask for --param PI=.
  for (const char* name : {"PI", "Pi", "pI"}) {
    SymbolTable symbols;
    CHECK_THAT(refusal(std::string("2*") + name),
               Catch::Equals(std::string("'") + name +
                             "' would be a new symbol, not the constant pi: write pi"));
    CHECK_THROWS(parse_value(name, symbols));
    CHECK(symbols.empty());
  }
  SymbolTable symbols;
  CHECK(parse_value("pi/2", symbols) == GiNaC::Pi / 2);
  const GiNaC::ex pix = parse_value("pix", symbols);  // a longer name is a symbol
  CHECK(pix == symbols.at("pix"));
}

TEST_CASE("bad values are refused with a reason", "[expression]") {
  CHECK_THAT(refusal(""), Catch::Contains("got nothing"));
  CHECK_THAT(refusal(".nan"), Catch::Contains("non-finite number '.nan'"));
  CHECK_THAT(refusal("-.Inf"), Catch::Contains("non-finite number '-.Inf'"));
  CHECK_THAT(refusal("..5"), Catch::Contains("unexpected character '.'"));
  CHECK_THAT(refusal("nan"), Catch::Contains("non-finite"));
  CHECK_THAT(refusal("inf"), Catch::Contains("non-finite"));
  CHECK_THAT(refusal("1e999"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("1e99999999999"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("1e308*10"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("1/0"), Catch::Contains("division by zero"));
  CHECK_THAT(refusal("foo(2)"), Catch::Contains("unknown function 'foo'"));
  CHECK_THAT(refusal("2 3"), Catch::Contains("cannot parse"));
  CHECK_THAT(refusal("m2 +"), Catch::Contains("cannot parse"));
  CHECK_THAT(refusal("q1"), Catch::Contains("reserved for the joint variables"));
  CHECK_THAT(refusal("qdd12"), Catch::Contains("reserved for the joint variables"));
  CHECK_THAT(refusal("double"), Catch::Contains("reserved C++ name"));
  CHECK_THAT(refusal("__x"), Catch::Contains("reserved C++ name"));
  CHECK_THAT(refusal("true"), Catch::Contains("boolean"));
  CHECK_THAT(refusal("sqrt(-1)"), Catch::Contains("not a real number"));
  CHECK_THAT(refusal("2 # 3"), Catch::Contains("unexpected character '#'"));
  CHECK_THAT(refusal("1e"), Catch::Contains("malformed number"));
  CHECK_THAT(refusal("sin"), Catch::Contains("is a function"));
}

TEST_CASE("values that would exhaust the stack, time or memory are refused", "[expression]") {
  // Each would make an exact evaluator build a number with billions of
  // digits, recurse 100k frames deep, or expand for hours.
  CHECK_THAT(refusal("10^10^10"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("(2^1000)^1000"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("0.5^-100000"), Catch::Contains("out of the range of a double"));
  CHECK_THAT(refusal("(m+1)^65"), Catch::Contains("exponent too large"));
  CHECK_THAT(refusal(std::string(200, '(') + "1" + std::string(200, ')')),
             Catch::Contains("nested more than 50 levels"));
  CHECK_THAT(refusal(std::string(100, '-') + "1"), Catch::Contains("nested more than 50 levels"));
  CHECK_THAT(refusal("1" + std::string(1000, '0')), Catch::Contains("at most 1000"));
  CHECK_THAT(refusal("exp(10^300)"), Catch::Contains("argument of exp is out of range"));
  CHECK_THAT(refusal("exp(710)"), Catch::Contains("argument of exp is out of range"));
  CHECK_THAT(refusal("sin(1e7)"), Catch::Contains("argument of sin is out of range"));
  CHECK(parse("exp(709)") == GiNaC::exp(GiNaC::ex(709)));
  CHECK_THAT(refusal("log(0)"), Catch::Contains("cannot evaluate"));
  CHECK_THAT(refusal("atan(1, 2)"), Catch::Contains("unexpected character ','"));
  CHECK_THAT(refusal("0^k"), Catch::Contains("symbolic exponent is not a real number"));
  CHECK_THAT(refusal("0.^-2"), Catch::Contains("division by zero"));
  CHECK_THAT(refusal("m/(2-2)"), Catch::Contains("division by zero"));
  CHECK_THAT(refusal("(-2)^k"), Catch::Contains("symbolic exponent is not a real number"));
  CHECK(parse("2^k").has(GiNaC::pow(2, GiNaC::wild())));
  // Just inside the limits: accepted, and exact.
  CHECK(parse("2^1000/2^999") == 2);
  CHECK(parse("(1+1)^64") == GiNaC::pow(GiNaC::numeric(2), 64));
  CHECK(parse(std::string(40, '(') + "3" + std::string(40, ')')) == 3);
  CHECK(parse("-2^2") == -4);
  CHECK(parse("2^-1") == GiNaC::numeric(1, 2));
  CHECK(parse("2^3^2") == 512);  // right-associative
}

TEST_CASE("a refused value leaves the symbol table as it was", "[expression]") {
  SymbolTable symbols;
  parse_value("m1", symbols);
  CHECK_THROWS_AS(parse_value("m2 + l1 + 1/0", symbols), std::invalid_argument);
  CHECK(symbols.size() == 1);
  CHECK(symbols.count("m1") == 1);
}
