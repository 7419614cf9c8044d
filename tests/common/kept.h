#pragma once

// What the tests of the store see of its results (Status, Expected<T>).

#include "common/expected.h"

#include <QString>

#include <memory>
#include <optional>

namespace palmares::test {

/// A store result seen by a test, its failure kept for the test's message:
/// `QVERIFY2(kept(s.createClub(name)), qPrintable(kept.message))`. A Status
/// becomes whether it is ok; an Expected is handed on (an opened database as
/// its pointer, null on failure). `message` is the last result's: empty
/// when it succeeded.
struct Kept {
    QString message;

    bool operator()(const Status& status)
    {
        message = status.toString();
        return status.ok();
    }
    template <typename T>
    Expected<T> operator()(Expected<T> result)
    {
        message = result.status().toString();
        return result;
    }
    template <typename T>
    std::unique_ptr<T> operator()(Expected<std::unique_ptr<T>> opened)
    {
        message = opened.status().toString();
        return opened ? std::move(*opened) : nullptr;
    }
};

/// A result as an optional (nullopt: it failed), for QCOMPARE.
template <typename T>
std::optional<T> optional(const Expected<T>& result)
{
    return result ? std::optional<T>(*result) : std::nullopt;
}

} // namespace palmares::test
