# palmares_add_test(NAME SOURCES... LIBRARIES... [LABELS...])
# One helper registers every QTest executable, so that all tests get the same
# options, the same offscreen platform and the same pinned language.
set(PALMARES_TEST_TIMEOUT_FACTOR 1 CACHE STRING "Multiplies every test's timeout (the sanitize preset sets 4)")

function(palmares_add_test name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBRARIES;LABELS;ENVIRONMENT" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE palmares::options Qt6::Test ${ARG_LIBRARIES})
    add_test(NAME ${name} COMMAND ${name})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    # The sanitize preset runs every test a few times slower.
    math(EXPR ARG_TIMEOUT "${ARG_TIMEOUT} * ${PALMARES_TEST_TIMEOUT_FACTOR}")
    set_tests_properties(${name} PROPERTIES
        TIMEOUT ${ARG_TIMEOUT}
        LABELS "${ARG_LABELS}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;LC_ALL=C.UTF-8;${ARG_ENVIRONMENT}")
endfunction()
