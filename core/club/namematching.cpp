// Who the names of a secretary's file are in the club: the same name, the
// same once folded, as the mapping says, or close spellings to confirm.

#include "namematching.h"

#include "names.h"

namespace palmares::club::importing {

PlayerMatcher::PlayerMatcher(const QStringList& club, const QMap<QString, QString>& mapped) : m_mapped(mapped)
{
    for (const QString& name : club) {
        m_exact.insert(name);
        const QString key = names::spellingKey(name);
        m_byKey[key].append(name);
        m_keys.append({key, name});
    }
}

NameMatch PlayerMatcher::match(const QString& written) const
{
    NameMatch m;
    m.written = written;
    if (const auto it = m_mapped.constFind(written); it != m_mapped.cend()) {
        m.kind = NameMatch::Kind::Mapped;
        m.player = it->trimmed().isEmpty() ? written : names::normalised(*it);
        return m;
    }
    if (m_exact.contains(written)) {
        m.kind = NameMatch::Kind::Exact;
        m.player = written;
        return m;
    }
    const QString key = names::spellingKey(written);
    const QStringList same = m_byKey.value(key);
    if (same.size() == 1) {
        m.kind = NameMatch::Kind::Folded;
        m.player = same.first();
        return m;
    }
    m.player = written;
    m.candidates = same; // two players of the club fold alike: the secretary says which
    if (m.candidates.isEmpty()) {
        m.candidates = names::closeNames(key, m_keys);
    }
    m.kind = m.candidates.isEmpty() ? NameMatch::Kind::New : NameMatch::Kind::Close;
    return m;
}

GameResolver::GameResolver(const QStringList& club, const ImportMapping& mapping) : m_mapping(mapping)
{
    for (const QString& g : club) {
        m_exact.insert(g);
        m_byKey[names::spellingKey(g)].append(g);
    }
}

GameMatch GameResolver::match(const QString& written) const
{
    GameMatch g;
    g.written = written;
    if (const auto it = m_mapping.newGames.constFind(written); it != m_mapping.newGames.cend()) {
        g.game = written;
        g.ruleSet = *it;
        return g;
    }
    if (const auto it = m_mapping.games.constFind(written); it != m_mapping.games.cend()) {
        const QString target = names::normalised(*it);
        if (m_exact.contains(target)) {
            g.game = target;
        } else if (const auto created = m_mapping.newGames.constFind(target); created != m_mapping.newGames.cend()) {
            g.game = target; // another spelling of a game the import creates
            g.ruleSet = *created;
        }
        return g;
    }
    if (m_exact.contains(written)) {
        g.game = written;
        return g;
    }
    if (const QStringList same = m_byKey.value(names::spellingKey(written)); same.size() == 1) {
        g.game = same.first();
    }
    return g;
}

} // namespace palmares::club::importing
