# Install rules for the documentation and the Debian package (CPack).
# scripts/package.sh builds the .deb; resources/desktop installs the desktop
# entry, the AppStream metainfo and the icons; app/ installs the binaries.
include(GNUInstallDirs)

# Man pages, gzipped as Debian wants them (-n: no name or time stamp, so the
# package is reproducible).
set(palmares_man_pages)
foreach(page IN ITEMS palmares.1 palmares-cli.1)
    set(gz ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.gz)
    add_custom_command(OUTPUT ${gz}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
        COMMAND gzip -9 -n -c ${PROJECT_SOURCE_DIR}/docs/man/${page} > ${gz}
        DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/${page}
        VERBATIM)
    list(APPEND palmares_man_pages ${gz})
endforeach()
add_custom_target(palmares_man ALL DEPENDS ${palmares_man_pages})
install(FILES ${palmares_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# The user manual (Help → Manual opens it, ui/help.cpp) and its pictures.
set(palmares_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/palmares)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/manual/ DESTINATION ${palmares_doc_dir}/manual)
if(EXISTS ${PROJECT_SOURCE_DIR}/docs/screenshots) # the pictures the manual shows
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/screenshots/ DESTINATION ${palmares_doc_dir}/screenshots
        FILES_MATCHING PATTERN "*.png")
endif()
# Debian's place for the license of a package, in the machine-readable form
# (DEP-5), and its changelog: a native package's changelog.gz (lintian), the
# Debian changelog of resources/debian; the project's own history beside it.
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright DESTINATION ${palmares_doc_dir})
set(palmares_changelog ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog.gz)
add_custom_command(OUTPUT ${palmares_changelog}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/debian
    COMMAND gzip -9 -n -c ${PROJECT_SOURCE_DIR}/resources/debian/changelog > ${palmares_changelog}
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog
    VERBATIM)
add_custom_target(palmares_changelog ALL DEPENDS ${palmares_changelog})
install(FILES ${palmares_changelog} DESTINATION ${palmares_doc_dir})
install(FILES ${PROJECT_SOURCE_DIR}/CHANGELOG.md DESTINATION ${palmares_doc_dir})

# ---------------------------------------------------------------- CPack (.deb)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME palmares)
set(CPACK_PACKAGE_VENDOR "The Palmarès authors")
set(CPACK_PACKAGE_CONTACT "The Palmarès authors <palmares@palmares.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "club manager for game clubs: results, ratings, Hall of Fame")
set(CPACK_PACKAGE_DESCRIPTION
    "The secretary of a game club enters results (tarot tables, chess-like duels,\n\
word-game duels, miniature wargame battles) and Palmarès rates every player\n\
under the game's own rule set, ranks them per game and in a cross-game Hall\n\
of Fame, and explains every rating change. A club is one SQLite file; a\n\
league can share one club on a PostgreSQL server. Includes palmares-cli.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# misc, not games: Debian's games section is for games (their binaries in
# /usr/games), and Palmarès keeps a club's results rather than being played.
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://palmares.org/)
# The libraries the binaries link (Qt Core/Gui/Widgets/Sql, libsqlite3, libc,
# libstdc++) are computed by dpkg-shlibdeps from the binaries themselves.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads these plugins at run time (QSqlDatabase::addDatabase, the platform
# plugin), so they are invisible to dpkg-shlibdeps and named here:
# - libqt6sql6-sqlite: the QSQLITE driver, every club file;
# - libqt6sql6-psql: the QPSQL driver, a club shared on PostgreSQL.
# The xcb platform plugin ships in libqt6gui6, which shlibdeps already lists;
# the Wayland one (qt6-wayland) and Qt's own French strings
# (qt6-translations-l10n, standard buttons and dialogs) are recommended only:
# Palmarès runs without them.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
include(CPack)
