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
