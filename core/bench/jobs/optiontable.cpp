// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/optiontable.h"

#include "bench/jobs/optioninput.h"

#include <unordered_map>

namespace fragscope {
namespace {

using options::OptionInput;
using options::Setter;
using options::Setters;

// fio's options that our engine implements, each with what setting it does: built once.
const std::unordered_map<QString, Setter>& optionSetters()
{
    static const auto table = [] {
        std::unordered_map<QString, Setter> all;
        for (Setters (*family)() : {options::fileSetters, options::patternSetters, options::issueSetters,
                 options::paceSetters, options::controlSetters}) {
            for (auto& [name, set] : family())
                all.emplace(std::move(name), set);
        }
        return all;
    }();
    return table;
}

} // namespace

std::optional<Result<void>> setImplementedOption(
    JobSpec& job, const QString& option, const QString& value, bool hasValue, int* kbBase)
{
    const auto& setters = optionSetters();
    const auto it = setters.find(option);
    if (it == setters.end())
        return std::nullopt;
    OptionInput in{job, option, value, hasValue, kbBase ? *kbBase : 1024, kbBase};
    return it->second(in);
}

} // namespace fragscope
