#include "faileddisk.h"

#include <sqlite3.h>

#include <atomic>
#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace palmares::test {

namespace {

std::atomic<int> failure{SQLITE_OK};
std::atomic<int> refused{0};
sqlite3_vfs* platform = nullptr;
sqlite3_vfs failing;

/// Our file: the platform's file follows it in the same allocation.
struct File {
    sqlite3_file base;
    sqlite3_file* real;
};

sqlite3_file* realOf(sqlite3_file* f)
{
    return reinterpret_cast<File*>(f)->real;
}

int xClose(sqlite3_file* f)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods != nullptr ? real->pMethods->xClose(real) : SQLITE_OK;
}

int xRead(sqlite3_file* f, void* buffer, int amount, sqlite3_int64 offset)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xRead(real, buffer, amount, offset);
}

int xWrite(sqlite3_file* f, const void* buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = failure.load(); rc != SQLITE_OK) {
        ++refused;
        return rc;
    }
    sqlite3_file* real = realOf(f);
    return real->pMethods->xWrite(real, buffer, amount, offset);
}

int xTruncate(sqlite3_file* f, sqlite3_int64 size)
{
    if (const int rc = failure.load(); rc != SQLITE_OK) {
        ++refused;
        return rc == SQLITE_FULL ? SQLITE_FULL : SQLITE_IOERR_TRUNCATE;
    }
    sqlite3_file* real = realOf(f);
    return real->pMethods->xTruncate(real, size);
}

int xSync(sqlite3_file* f, int flags)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xSync(real, flags);
}

int xFileSize(sqlite3_file* f, sqlite3_int64* size)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xFileSize(real, size);
}

int xLock(sqlite3_file* f, int level)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xLock(real, level);
}

int xUnlock(sqlite3_file* f, int level)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xUnlock(real, level);
}

int xCheckReservedLock(sqlite3_file* f, int* out)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xCheckReservedLock(real, out);
}

int xFileControl(sqlite3_file* f, int op, void* arg)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xFileControl(real, op, arg);
}

int xSectorSize(sqlite3_file* f)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xSectorSize(real);
}

int xDeviceCharacteristics(sqlite3_file* f)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xDeviceCharacteristics(real);
}

int xShmMap(sqlite3_file* f, int page, int size, int extend, void volatile** out)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xShmMap(real, page, size, extend, out);
}

int xShmLock(sqlite3_file* f, int offset, int n, int flags)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xShmLock(real, offset, n, flags);
}

void xShmBarrier(sqlite3_file* f)
{
    sqlite3_file* real = realOf(f);
    real->pMethods->xShmBarrier(real);
}

int xShmUnmap(sqlite3_file* f, int deleteFlag)
{
    sqlite3_file* real = realOf(f);
    return real->pMethods->xShmUnmap(real, deleteFlag);
}

// No memory-mapped reads: every page goes through xRead, and no write can
// bypass xWrite.
int xFetch(sqlite3_file*, sqlite3_int64, int, void** out)
{
    *out = nullptr;
    return SQLITE_OK;
}

int xUnfetch(sqlite3_file*, sqlite3_int64, void*)
{
    return SQLITE_OK;
}

const sqlite3_io_methods methods = {
    3,
    xClose,
    xRead,
    xWrite,
    xTruncate,
    xSync,
    xFileSize,
    xLock,
    xUnlock,
    xCheckReservedLock,
    xFileControl,
    xSectorSize,
    xDeviceCharacteristics,
    xShmMap,
    xShmLock,
    xShmBarrier,
    xShmUnmap,
    xFetch,
    xUnfetch,
};

int xOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* outFlags)
{
    auto* file = reinterpret_cast<File*>(f);
    file->real = reinterpret_cast<sqlite3_file*>(file + 1);
    file->base.pMethods = nullptr;
    const int rc = platform->xOpen(platform, name, file->real, flags, outFlags);
    if (file->real->pMethods != nullptr) {
        file->base.pMethods = &methods;
    }
    return rc;
}

} // namespace

bool installFailingDisk()
{
    if (platform != nullptr) {
        return true;
    }
    sqlite3_initialize();
    platform = sqlite3_vfs_find(nullptr);
    if (platform == nullptr) {
        return false;
    }
    failing = *platform;
    failing.zName = "palmares-failing-disk";
    failing.szOsFile = static_cast<int>(sizeof(File)) + platform->szOsFile;
    failing.xOpen = xOpen;
    failing.pNext = nullptr;
    return sqlite3_vfs_register(&failing, 1) == SQLITE_OK;
}

void setDiskFailure(DiskFailure f)
{
    refused = 0;
    failure = f == DiskFailure::Full ? SQLITE_FULL : (f == DiskFailure::IoError ? SQLITE_IOERR_WRITE : SQLITE_OK);
}

int refusedWrites()
{
    return refused.load();
}

AsUnprivilegedUser::AsUnprivilegedUser()
{
    if (geteuid() != 0) {
        return;
    }
    constexpr uid_t Nobody = 65534;
    // The group first: a process that is no longer root cannot change it.
    if (setresgid(Nobody, Nobody, 0) != 0 || setresuid(Nobody, Nobody, 0) != 0) {
        m_error = QStringLiteral("cannot run as user nobody: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        setresgid(0, 0, 0);
        return;
    }
    m_switched = true;
}

AsUnprivilegedUser::~AsUnprivilegedUser()
{
    if (m_switched) {
        setresuid(0, 0, 0);
        setresgid(0, 0, 0);
    }
}

} // namespace palmares::test
