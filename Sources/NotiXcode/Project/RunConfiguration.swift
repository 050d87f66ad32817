/// The build configuration Xcode runs a project in when it has no `Debug` (docs/rules/xcode.md#xcode-projects): the one the
/// Run action (`LaunchAction`) of its shared scheme names — the scheme named after an app target first, else the first
/// by name — else the project's `defaultConfigurationName`.
package struct RunConfiguration {
    let reader: any ProjectFileReader

    package init(reader: any ProjectFileReader) { self.reader = reader }

    /// The configuration for `project` (its `.xcodeproj` at `projectPath`), or nil when neither says one it has.
    package func name(for project: XcodeProject, at projectPath: String) -> String? {
        let names = Set(project.configurations.map(\.name))
        let schemes = projectPath + "/xcshareddata/xcschemes"
        let files = (reader.entries(of: schemes) ?? []).filter { $0.hasSuffix(".xcscheme") }.sorted()
        let apps = Set(project.targets.filter(\.isApplication).map { $0.name + ".xcscheme" })
        for file in files.filter(apps.contains) + files.filter({ !apps.contains($0) }) {
            guard case .success(let bytes) = reader.read(schemes + "/" + file),
                  let launch = Self.launchConfiguration(String(decoding: bytes, as: UTF8.self)), names.contains(launch) else { continue }
            return launch
        }
        return project.defaultConfiguration.flatMap { names.contains($0) ? $0 : nil }
    }

    /// `buildConfiguration` of the scheme's `<LaunchAction …>` element.
    package static func launchConfiguration(_ xml: String) -> String? {
        guard let start = xml.range(of: "<LaunchAction"), let end = xml[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = xml[start.upperBound..<end]
        guard let key = tag.range(of: "buildConfiguration") else { return nil }
        let rest = tag[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "=" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<close])
    }
}
