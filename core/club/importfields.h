#pragma once

// Internal to core/club: the fields a column of a secretary's file may hold
// and how a header's names say them, shared by the import assistant's files
// (importassistant.h): importfields.cpp, importtranslation.cpp (the file
// read through a mapping), importassistant.cpp; namematching.h says who its
// names are.

#include "importassistant.h"

#include "csv/sheet.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::club::importing {

/// The messages of the import assistant, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::ImportAssistant)
};

// The fields a column may hold: the interchange columns, then the
// assistant's own: the matches numbered within each day, a time of day.
const QStringList& matchFields();
const QStringList& participantFieldList();
const QStringList& numberFields();
/// The fields that are names (RATING_RULES.md §1: neutralised for spreadsheets).
const QStringList& nameFields();
const QStringList& flagFields();

/// A header's name folded: no accents, no case, "_" and "-" as spaces.
QString folded(const QString& name);

/// A field and its participant's number (0: one row per participant).
struct Slotted {
    QString field;
    int slot = 0;
};

/// "score:2" → {score, 2}; "score" → {score, 0}; nullopt when it is no field.
std::optional<Slotted> parseField(const QString& text);
/// {field, slot} written back: "score:2", "score".
QString slotted(const QString& field, int slot);

/// A mapping guessed from the header's names: each column whose name says a
/// field ("Joueur", "Score 2", "Date") holds it.
ImportMapping guessed(const csv::Sheet& sheet);

} // namespace palmares::club::importing
