# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers (FRAGSCOPE_PCH): the Qt and standard headers that most of our sources include,
# parsed once for each kind of target instead of once per source. Our own headers are never in them,
# so the layers still see only what they link; .ci/tidy checks every source without them, so a source
# that forgets an include it needs still fails there.
#
# A precompiled header is taken only where every macro defined when it was made is defined alike
# (gcc skips it and says so with -Winvalid-pch; clang stops with an error), so there is one for
# each set of Qt modules a target compiles with, made by the first target of its kind and reused by
# the rest:
#   core     the core's layers and the command line (QtCore)
#   widgets  the widgets (QtWidgets, QtSvg, QtPrintSupport for QCustomPlot)
#   window   the window's pages and dialogs (QtWidgets, QtPrintSupport)
# The suites have none: each is one large source of its own plus generated ones, and loading a
# header of some 200 MB cost them as much as it saved. Nor have the generated sources (moc's, rcc's),
# which include little.

# clang writes the headers' times into a precompiled header and checks them when it is read: a
# header made again in a fresh tree (every clone's cmake_pch.hxx) would never match ccache's copy.
# ccache's manual asks for -fno-pch-timestamp; ninja already makes the header again when what it
# includes changes.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    list(APPEND CMAKE_CXX_COMPILE_OPTIONS_CREATE_PCH -Xclang -fno-pch-timestamp)
endif()

set(FRAGSCOPE_PCH_CORE
    <algorithm> <array> <atomic> <cerrno> <cmath> <cstdint> <cstring> <functional> <map> <memory>
    <optional> <string> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QLocale> <QObject> <QString> <QStringList>)
set(FRAGSCOPE_PCH_WIDGETS ${FRAGSCOPE_PCH_CORE}
    <QAbstractTableModel> <QCheckBox> <QColor> <QComboBox> <QFileDialog> <QFormLayout> <QHBoxLayout>
    <QHeaderView> <QLabel> <QLineEdit> <QPainter> <QPushButton> <QSpinBox> <QTimer> <QVBoxLayout>
    <QWidget>)
set(FRAGSCOPE_PCH_WINDOW ${FRAGSCOPE_PCH_WIDGETS})

# fragscope_precompile(TARGET KIND): TARGET's own sources start with KIND's precompiled headers.
function(fragscope_precompile target kind)
    if(NOT FRAGSCOPE_PCH)
        return()
    endif()
    string(TOUPPER "${kind}" upper)
    if(NOT DEFINED FRAGSCOPE_PCH_${upper})
        message(FATAL_ERROR "fragscope_precompile(${target} ${kind}): no such kind")
    endif()
    get_property(owner GLOBAL PROPERTY fragscope_pch_${kind})
    if(owner)
        target_precompile_headers(${target} REUSE_FROM ${owner})
    else()
        target_precompile_headers(${target} PRIVATE ${FRAGSCOPE_PCH_${upper}})
        set_property(GLOBAL PROPERTY fragscope_pch_${kind} ${target})
    endif()
    set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${target}_autogen/mocs_compilation.cpp
        PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
