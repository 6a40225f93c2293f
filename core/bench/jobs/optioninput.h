// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the option table: one option as given, the parsers its setters share, and the families of
// setters (optionsetters.cpp) the table is built from (optiontable.cpp).
#pragma once

#include "bench/jobs/jobspec.h"
#include "bench/jobs/jobvalues.h"
#include "util/error.h"

#include <QString>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

namespace fragscope::options {

// One option as a job file or the command line gives it, and the parsers its setters share; each
// sets what it reads, or fails saying why not (optioninput.cpp).
struct OptionInput
{
    JobSpec& job;
    const QString& option; // its canonical name
    const QString& value;
    bool hasValue;
    int base;    // kb_base: what k means, 1024 or 1000
    int* kbBase; // where kb_base= keeps its choice for the lines after it, or null

    Result<void> needValue() const;
    Result<void> size(std::uint64_t* out, bool allowZero) const;
    Result<void> time(std::uint64_t* out, std::uint64_t unitUs = 1'000'000) const;
    Result<void> flag(bool* out) const;
    // A whole number from min to max.
    Result<std::uint64_t> number(std::uint64_t min, std::uint64_t max) const;
    template<typename T> Result<void> count(T* out, std::uint64_t min, std::uint64_t max) const
    {
        auto n = number(min, max);
        if (!n)
            return std::unexpected(n.error());
        *out = static_cast<T>(*n);
        return {};
    }
    // fio's "R,W": one value is both directions.
    Result<void> perDirectionInts(std::array<int, 2>* out, int min, int max) const;
    Result<void> logName(QString* out) const;
    Result<void> text(QString* out) const;
    // One of `names` (lowercase), or why not: "'x' is not one of a, b, c".
    Result<QString> oneOf(std::initializer_list<const char*> names) const;
    // A structured value read by `read` (with the value), stored by `store`.
    template<typename Read, typename Store> Result<void> parsed(Read read, Store store) const
    {
        if (!hasValue)
            return needValue();
        auto v = read(value);
        if (!v)
            return std::unexpected(v.error());
        store(std::move(*v));
        return {};
    }
};

using Setter = Result<void> (*)(OptionInput&);
using Setters = std::vector<std::pair<QString, Setter>>;

// The families, as the job writer's parts: where, what pattern, how issued, when and how fast,
// what is checked and recorded.
Setters fileSetters();
Setters patternSetters();
Setters issueSetters();
Setters paceSetters();
Setters controlSetters();

} // namespace fragscope::options
