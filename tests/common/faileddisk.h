#pragma once

// A disk that fails on demand, for the durability tests (docs/RELIABILITY.md,
// "Durable saves"): an SQLite VFS that wraps the platform's own and, while a
// failure is armed, answers every write to any file (the club, its -wal, a
// journal) with the error a full or failing disk gives. Installing it makes
// it SQLite's default VFS for the whole test process, so the club opened by
// core/store goes through it without any hook in the program. Reads and the
// shared-memory index are never touched: what fails is exactly what a full
// disk refuses.

#include <QString>

namespace palmares::test {

enum class DiskFailure {
    None,
    Full,    ///< SQLITE_FULL: "database or disk is full"
    IoError, ///< SQLITE_IOERR_WRITE: "disk I/O error"
};

/// Installs the VFS (once per process) as SQLite's default. Returns false
/// when SQLite refuses it.
bool installFailingDisk();

/// Arms (or, with None, disarms) the failure for the following writes.
void setDiskFailure(DiskFailure failure);

/// Writes refused since the failure was last armed (a test checks its
/// operation did reach the disk).
int refusedWrites();

/// Arms a failure for its lifetime.
class FailingDisk
{
public:
    explicit FailingDisk(DiskFailure failure) { setDiskFailure(failure); }
    ~FailingDisk() { setDiskFailure(DiskFailure::None); }
    FailingDisk(const FailingDisk&) = delete;
    FailingDisk& operator=(const FailingDisk&) = delete;
    FailingDisk(FailingDisk&&) = delete;
    FailingDisk& operator=(FailingDisk&&) = delete;
};

/// Runs the process as the unprivileged user `nobody` for its lifetime when
/// it runs as root (tests run as root in CI containers, and root writes
/// through any permission: a read-only file is only read-only to a person).
/// Both the real and the effective user change (Qt asks access(), which
/// looks at the real one); the saved user stays root so the destructor can
/// come back. Does nothing when the process is not root.
class AsUnprivilegedUser
{
public:
    AsUnprivilegedUser();
    ~AsUnprivilegedUser();
    AsUnprivilegedUser(const AsUnprivilegedUser&) = delete;
    AsUnprivilegedUser& operator=(const AsUnprivilegedUser&) = delete;
    AsUnprivilegedUser(AsUnprivilegedUser&&) = delete;
    AsUnprivilegedUser& operator=(AsUnprivilegedUser&&) = delete;
    /// Why the switch failed (empty when it worked or was not needed).
    [[nodiscard]] QString error() const { return m_error; }

private:
    bool m_switched = false;
    QString m_error;
};

} // namespace palmares::test
