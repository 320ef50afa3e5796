// The translation unit that precompiles the tests' common headers
// (tests/CMakeLists.txt, nedyn_test_headers); it defines nothing.
