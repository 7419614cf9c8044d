# One INTERFACE target carries the language level, the warnings and the Qt
# hygiene defines; every target of the project links it (qBittorrent's
# CommonConfig.cmake does the same).
add_library(palmares_options INTERFACE)
add_library(palmares::options ALIAS palmares_options)

target_compile_features(palmares_options INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)

target_compile_options(palmares_options INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wold-style-cast -Wnon-virtual-dtor
    -Wconversion -Wno-sign-conversion)

# Warnings are errors in CI (the CI machine exports CI=true), so nothing
# that warns can land; locally they stay warnings so work in progress builds.
if(DEFINED ENV{CI} OR PALMARES_WERROR)
    target_compile_options(palmares_options INTERFACE -Werror)
endif()

target_compile_definitions(palmares_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# Precompiled headers (issue 19): parsing Qt's headers is most of the time of
# a small translation unit (2.5 s of the 2.5 s of core/csv/dates.cpp under
# the sanitize preset). The core libraries and everything above them reuse
# the one PCH of palmares_store (its flags: QtCore and QtSql); palmares_ui
# has its own with the Widgets headers; the executables (tests, palmares-cli)
# reuse the one of palmares_pch, an empty program of the executables' flags
# (QtCore only: clang accepts a PCH whose macros are a subset of the
# reusing target's, never the reverse, and executables are -fPIE where the
# libraries are -fPIC). PALMARES_PCH=OFF builds without them.
option(PALMARES_PCH "Precompile the Qt headers" ON)
set(PALMARES_PCH_CORE
    <algorithm> <functional> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDate> <QDateTime> <QDir> <QFile> <QFileInfo> <QHash>
    <QList> <QLocale> <QMap> <QObject> <QSet> <QString> <QStringList> <QVariant>)
set(PALMARES_PCH_SQL <QSqlDatabase> <QSqlError> <QSqlQuery>)
set(PALMARES_PCH_WIDGETS
    <QApplication> <QComboBox> <QDialog> <QDialogButtonBox> <QHBoxLayout> <QHeaderView> <QLabel>
    <QLineEdit> <QMessageBox> <QPushButton> <QTableView> <QTextDocument> <QVBoxLayout> <QWidget>)

# palmares_precompile(TARGET HEADERS…) or palmares_precompile(TARGET REUSE_FROM OTHER)
function(palmares_precompile target)
    if(NOT PALMARES_PCH)
        return()
    endif()
    if(ARGV1 STREQUAL "REUSE_FROM")
        target_precompile_headers(${target} REUSE_FROM ${ARGV2})
    else()
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()
