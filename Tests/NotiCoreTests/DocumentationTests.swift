import Foundation
import Testing

@Suite("The README and the docs stay short, linked and true")
struct DocumentationTests {
    @Test("the README stays within 10 KB: the rest of the documentation is in docs/")
    func readmeIsShort() throws {
        let size = try Data(contentsOf: Documentation.root.appendingPathComponent("README.md")).count
        #expect(size <= 10 * 1024, "README.md is \(size) bytes; move reference material into docs/")
    }

    @Test("every relative link of the README and the docs reaches a file, and its anchor a heading of that file")
    func linksResolve() throws {
        var anchors: [String: Set<String>] = [:]
        var checked = 0
        for page in Documentation.markdown() {
            for link in Documentation.links(in: try Documentation.read(page)) {
                guard let (path, anchor) = Documentation.resolve(link.target, from: page) else { continue }
                checked += 1
                guard Documentation.exists(path) else {
                    Issue.record("\(page) links to \(link.target): \(path) does not exist")
                    continue
                }
                guard let anchor, path.hasSuffix(".md") else { continue }
                if anchors[path] == nil { anchors[path] = Set(Documentation.anchors(in: try Documentation.read(path))) }
                if anchors[path]?.contains(anchor) != true {
                    Issue.record("\(page) links to \(link.target): no heading #\(anchor) in \(path)")
                }
            }
        }
        #expect(checked >= 1000, "the docs should link their tests and sources; found \(checked) links")
    }

    @Test("every repository path the docs name in code (`Sources/…`, `file:line`) exists, a cited line within its file")
    func citedPathsExist() throws {
        var checked = 0
        for page in Documentation.markdown() {
            let text = try Documentation.read(page)
            for match in text.matches(of: /`((?:Sources|Tests|scripts|docs|Benchmarks|Fuzz)\/[^`\s*<>]*?)(?::(\d+))?`/) {
                let path = String(match.output.1)
                checked += 1
                guard Documentation.exists(path) else {
                    Issue.record("\(page) names \(path), which does not exist")
                    continue
                }
                guard let line = match.output.2.flatMap({ Int($0) }) else { continue }
                let count = try Documentation.read(path).split(separator: "\n", omittingEmptySubsequences: false).count
                if line > count { Issue.record("\(page) cites \(path):\(line); the file has \(count) lines") }
            }
        }
        #expect(checked >= 10, "found \(checked) cited paths")
    }

    @Test("each simulated feature the not-simulated check knows has a section in the rule book that links its tests")
    func simulatedFeaturesAreDocumented() throws {
        for feature in SimulatedFeatures.all {
            let parts = feature.section.split(separator: "#")
            let page = RuleBook.folder + "/" + parts[0]
            guard Documentation.exists(page),
                  let section = Documentation.section(String(parts[1]), in: try Documentation.read(page)) else {
                Issue.record("\(feature.name): no section \(feature.section) in the rule book")
                continue
            }
            let tests = Documentation.links(in: section).filter { $0.target.contains("/Tests/") }
            #expect(!tests.isEmpty, "\(feature.name): \(feature.section) links no test, so nothing shows it is simulated")
        }
    }

    @Test("no doc or logged string says a feature notisim simulates is not simulated")
    func noStaleNotSimulatedClaims() throws {
        var sources: [(file: String, text: String)] = try Documentation.markdown().map { ($0, try Documentation.read($0)) }
        for file in Documentation.files(under: "Sources", extensions: ["swift"]) {
            sources.append((file, SimulatedFeatures.stringLiterals(in: try Documentation.read(file))))
        }
        for (file, text) in sources {
            for claim in SimulatedFeatures.claims(in: text) {
                Issue.record("\(file) says \(claim.feature)… is missing, but notisim simulates it: \"\(claim.sentence)\"")
            }
        }
    }

    @Test("the not-simulated check finds a stale claim in prose and in a log string, and passes a true one")
    func staleClaimsAreFound() {
        #expect(SimulatedFeatures.claims(in: "Sends them on. Live Activities are not simulated\nyet: a log line says so.")
            .map(\.feature) == ["Live Activit"])
        #expect(SimulatedFeatures.claims(in: "`filterCriteria` filters nothing (no Focus filters), and more.")
            .map(\.feature) == ["Focus filter"])
        let log = SimulatedFeatures.stringLiterals(in: #"return "\(b): push \"\(id)\" (it updates a Live Activity, not simulated yet)""#)
        #expect(SimulatedFeatures.claims(in: log).map(\.feature) == ["Live Activit"])
        #expect(SimulatedFeatures.claims(in: "A per-app Display As is not simulated.").isEmpty)
    }
}
