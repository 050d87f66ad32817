/// Finds keys written twice in one object. JSON allows them, but iOS keeps only the last value.
enum DuplicateKeyScan {
    /// Deepest level `keepingLastValues` rewrites; anything deeper is kept as written.
    private static let rewriteDepth = 64

    /// A warning for every repeated key, walking the whole document without recursion.
    static func diagnostics(in root: JSONValue) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var pending: [(value: JSONValue, path: String)] = [(root, "")]
        while let (value, path) = pending.popLast() {
            switch value {
            case .object(let members):
                for index in repeatedIndices(members) {
                    found.append(.warning(PayloadText.path(path, members[index].key),
                                          "duplicate key; iOS keeps only the last value"))
                }
                for member in members.reversed() where member.value.isContainer {
                    pending.append((member.value, PayloadText.path(path, member.key)))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() where element.isContainer {
                    pending.append((element, PayloadText.path(path, index: index)))
                }
            default: break
            }
        }
        return found
    }

    /// The document as iOS sees it: each object keeps one member per key, with the last value, at the first position.
    static func keepingLastValues(_ value: JSONValue, depth: Int = 0) -> JSONValue {
        guard depth < rewriteDepth else { return value }
        switch value {
        case .object(let members):
            var position: [String: Int] = [:]
            var kept: [(key: String, value: JSONValue)] = []
            for member in members {
                let rewritten = keepingLastValues(member.value, depth: depth + 1)
                if let index = position[member.key] {
                    kept[index].value = rewritten
                } else {
                    position[member.key] = kept.count
                    kept.append((member.key, rewritten))
                }
            }
            return .object(kept)
        case .array(let elements):
            return .array(elements.map { keepingLastValues($0, depth: depth + 1) })
        default:
            return value
        }
    }

    /// Indices of members whose key already appeared earlier in the object.
    private static func repeatedIndices(_ members: [(key: String, value: JSONValue)]) -> [Int] {
        guard members.count > 1 else { return [] }
        if members.count <= 16 {
            return (1..<members.count).filter { index in
                members[0..<index].contains { $0.key == members[index].key }
            }
        }
        var seen = Set<String>(minimumCapacity: members.count)
        return members.indices.filter { !seen.insert(members[$0].key).inserted }
    }
}

extension JSONValue {
    /// Whether this is an object or an array.
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: return true
        default: return false
        }
    }
}
