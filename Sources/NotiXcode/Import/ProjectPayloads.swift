import NotiCore

/// A payload file of the project that becomes one of the app's sample pushes.
package struct ImportedPush: Sendable, Hashable {
    /// The name the push menu lists: the file's name without its extension, made unique.
    package var name: String
    /// The file, absolute.
    package var file: String
    /// The app it is for: its `Simulator Target Bundle`, else the project's app.
    package var bundleID: String
    /// Whether the file names its app itself (`Simulator Target Bundle`).
    var namesItsApp: Bool
    /// The parsed payload, written out when the file does not name its app.
    package var payload: JSONValue
}

/// Finds the project's payload files: every `.apns` file, and `.json` files whose top level holds an `aps`
/// dictionary (docs/rules/xcode.md#payloads-in-the-project).
struct ProjectPayloads {
    let reader: any ProjectFileReader
    /// Payload files larger than this are not pushes (APNs takes at most 5 KB; a sample may be larger, not this).
    static let maximumBytes = 1_000_000

    /// Adds the pushes found under `root` to `result`, routed to its apps; problems and warnings one line each.
    func scan(_ root: String, into result: inout ProjectImport) {
        let walked = ProjectTreeWalk(reader: reader).walk(root)
        result.problems += walked.problems.filter { !result.problems.contains($0) }
        var usedNames: Set<String> = []
        var unroutedCount = 0
        for file in walked.paths where file.hasSuffix(".apns") || file.hasSuffix(".json") {
            guard let payload = payload(file, into: &result) else { continue }
            let target = payload["Simulator Target Bundle"]?.stringValue
            guard let bundleID = target ?? result.apps.first?.bundleID else {
                result.problems.append(ImportProblem(file: file, reason: "no app to send it to: the project has no app target"))
                continue
            }
            if target == nil, result.apps.count > 1 { unroutedCount += 1 }
            if let target, !result.apps.contains(where: { $0.bundleID == target }) {
                result.warnings.append(ImportProblem(file: file, reason: "Simulator Target Bundle \"\(target)\" is no app of the project"))
            }
            let base = ProjectPath.name(of: file).split(separator: ".").dropLast().joined(separator: ".")
            var name = base.isEmpty ? "push" : base
            var suffix = 2
            while usedNames.contains(name) { name = "\(base)-\(suffix)"; suffix += 1 }
            usedNames.insert(name)
            result.pushes.append(ImportedPush(name: name, file: file, bundleID: bundleID, namesItsApp: target != nil, payload: payload))
        }
        if unroutedCount > 0, let first = result.apps.first {
            result.warnings.append(ImportProblem(file: root, reason: "\(unroutedCount) payload file\(unroutedCount == 1 ? "" : "s") without a Simulator Target Bundle and \(result.apps.count) apps: sent to the first, \(first.bundleID)"))
        }
    }

    /// The payload, or nil: a `.json` file that is no push is passed over in silence, unless it looks like one.
    private func payload(_ file: String, into result: inout ProjectImport) -> JSONValue? {
        let isAPNs = file.hasSuffix(".apns")
        let bytes: [UInt8]
        switch reader.read(file) {
        case .failure(let error):
            if isAPNs { result.problems.append(ImportProblem(file: file, reason: error.reason)) }
            return nil
        case .success(let read): bytes = read
        }
        guard bytes.count <= Self.maximumBytes else {
            if isAPNs { result.problems.append(ImportProblem(file: file, reason: "\(bytes.count) bytes is too large for a payload")) }
            return nil
        }
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            // A JSON file that mentions aps was meant as a payload: say why it is not one.
            if isAPNs || String(decoding: bytes, as: UTF8.self).contains("\"aps\"") {
                result.problems.append(ImportProblem(file: file, reason: "not a push: \(error.description)"))
            }
            return nil
        }
        if json["aps"]?.objectValue != nil { return json }
        if isAPNs {
            result.problems.append(ImportProblem(file: file, reason: "not a push: no \"aps\" dictionary at the top level"))
        } else if let wrapper = json.objectValue?.first(where: { $0.value["aps"]?.objectValue != nil })?.key {
            result.warnings.append(ImportProblem(file: file, reason: "\"aps\" is inside \"\(wrapper)\", not at the top level; not a push as it is"))
        }
        return nil
    }
}
