#pragma once

namespace palmares::club {

/// How Club::open treats a location where there is no club yet.
enum class OpenMode {
    Existing, ///< the club must exist (a file that is not there is an error)
    Create,   ///< create the club when it does not exist yet
};

} // namespace palmares::club
