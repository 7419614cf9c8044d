# palmares_add_test(NAME SOURCES... LIBRARIES... [LABELS...] [TIMEOUT s] [SHARDS n])
# One helper registers every QTest executable, so that all tests get the same
# options, the same offscreen platform and the same pinned language. SHARDS n
# registers the program as n ctest tests NAME_1ofn … (tests/common/shards.h:
# its main must be PALMARES_TEST_SHARDED_MAIN), each running a share of its
# test functions, so that a slow program does not hold `ctest -j` back alone.
set(PALMARES_TEST_TIMEOUT_FACTOR 1 CACHE STRING "Multiplies every test's timeout (the sanitize preset sets 4)")
# The test programs' own sources are a harness: QTest's macros expand to much
# code that runs once. The sanitize preset compiles them at -O0 (half the
# time of its -O1, about 140 of CI's core-seconds, issue 19); the libraries
# under test keep the preset's optimisation.
set(PALMARES_TEST_CXX_FLAGS "" CACHE STRING "Compile options of the test programs' own sources (the sanitize preset: -O0)")
separate_arguments(PALMARES_TEST_CXX_FLAGS)

function(palmares_add_test name)
    cmake_parse_arguments(ARG "" "TIMEOUT;SHARDS" "SOURCES;LIBRARIES;LABELS;ENVIRONMENT" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE palmares::options Qt6::Test ${ARG_LIBRARIES})
    target_compile_options(${name} PRIVATE ${PALMARES_TEST_CXX_FLAGS})
    palmares_precompile(${name} REUSE_FROM palmares_test_pch)
    set(tests ${name})
    if(ARG_SHARDS)
        set(tests)
        foreach(shard RANGE 1 ${ARG_SHARDS})
            add_test(NAME ${name}_${shard}of${ARG_SHARDS} COMMAND ${name} --shard ${shard}/${ARG_SHARDS})
            list(APPEND tests ${name}_${shard}of${ARG_SHARDS})
        endforeach()
    else()
        add_test(NAME ${name} COMMAND ${name})
    endif()
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    # The sanitize preset runs every test a few times slower.
    math(EXPR ARG_TIMEOUT "${ARG_TIMEOUT} * ${PALMARES_TEST_TIMEOUT_FACTOR}")
    set_tests_properties(${tests} PROPERTIES
        TIMEOUT ${ARG_TIMEOUT}
        LABELS "${ARG_LABELS}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;LC_ALL=C.UTF-8;${ARG_ENVIRONMENT}")
endfunction()
