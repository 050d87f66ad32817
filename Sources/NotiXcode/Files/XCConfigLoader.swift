/// Loads an `.xcconfig` file with the files it includes, in order, as one list of assignments.
struct XCConfigLoader {
    /// Includes nested deeper than this are refused (a cycle through symbolic links is caught here).
    static let maximumIncludeDepth = 16

    let reader: any ProjectFileReader
    /// Files that could not be used or lines that were skipped: (file, reason).
    private(set) var problems: [(file: String, reason: String)] = []

    init(reader: any ProjectFileReader) { self.reader = reader }

    /// The assignments of the file at `path` and its includes, an include's lines standing where it is included.
    mutating func assignments(of path: String) -> [BuildSettingAssignment] {
        load(path, optional: false, chain: [])
    }

    private mutating func load(_ path: String, optional: Bool, chain: [String]) -> [BuildSettingAssignment] {
        if chain.contains(path) {
            problems.append((chain.last ?? path, "#include cycle: " + (chain.drop { $0 != path } + [path]).map(ProjectPath.name).joined(separator: " → ")))
            return []
        }
        guard chain.count < Self.maximumIncludeDepth else {
            problems.append((path, "#include nested deeper than \(Self.maximumIncludeDepth) files"))
            return []
        }
        let bytes: [UInt8]
        switch reader.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            if !optional { problems.append((path, error.reason)) }
            return []
        }
        let parsed = XCConfigFile.parse(String(decoding: bytes, as: UTF8.self))
        problems += parsed.problems.map { (path, $0) }
        var result: [BuildSettingAssignment] = []
        for line in parsed.lines {
            switch line {
            case .assignment(let assignment): result.append(assignment)
            case .include(let included, let isOptional, _):
                result += load(ProjectPath.join(ProjectPath.folder(of: path), included), optional: isOptional, chain: chain + [path])
            }
        }
        return result
    }
}
