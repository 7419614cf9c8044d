#pragma once

// What the fuzz targets share: a check that stops the run with a message
// (libFuzzer then saves the input as crash-…). Pure C++, like core/rating.

#include <cstdio>
#include <cstdlib>
#include <string>

namespace palmares::fuzz {

/// Stops the run: aborting makes libFuzzer keep the input that broke a
/// property.
[[noreturn]] inline void fail(const std::string& what)
{
    std::fprintf(stderr, "fuzz property violated: %s\n", what.c_str());
    std::abort();
}

/// A property that must hold for every input; the message is only built
/// when it does not.
#define FUZZ_REQUIRE(condition, what)     \
    do {                                  \
        if (!(condition)) {               \
            ::palmares::fuzz::fail(what); \
        }                                 \
    } while (false)

} // namespace palmares::fuzz
