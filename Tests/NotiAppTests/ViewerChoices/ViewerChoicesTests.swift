import NotiTerminalPort
import Testing
import NotiCore
import NotiLayout
@testable import NotiApp
@testable import NotiAppCore

/// The viewer's choices change by message and cycle through their tables.
@Suite("viewer choices")
struct ViewerChoicesTests {
    private func choices() throws -> ViewerChoices {
        ViewerChoices(os: OSProfile.all[0], device: DeviceProfile.all[0], theme: try ThemeFile.load(Theme.builtInNames[0]),
                      size: TerminalSize(cols: 80, rows: 24))
    }

    @Test("the next iOS version and device follow their tables' order and wrap after the last")
    func cyclesWrap() throws {
        var viewer = try choices()
        for expected in OSProfile.all.dropFirst() + [OSProfile.all[0]] {
            viewer.update(.nextOS)
            #expect(viewer.os == expected)
        }
        for expected in DeviceProfile.all.dropFirst() + [DeviceProfile.all[0]] {
            viewer.update(.nextDevice)
            #expect(viewer.device == expected)
        }
    }

    @Test("the next theme's name follows the built-in names and wraps after the last")
    func nextThemeWraps() throws {
        var viewer = try choices()
        let names = Theme.builtInNames
        for expected in names.dropFirst() + [names[0]] {
            #expect(viewer.nextThemeName == expected)
            viewer.update(.theme(try ThemeFile.load(viewer.nextThemeName)))
        }
    }

    @Test("choosing a version or device by name changes only that choice")
    func chosenByName() throws {
        var viewer = try choices()
        let before = viewer
        viewer.update(.os(OSProfile.all.last!))
        #expect(viewer.os == OSProfile.all.last && viewer.device == before.device && viewer.theme == before.theme)
        viewer.update(.device(DeviceProfile.all.last!))
        #expect(viewer.device == DeviceProfile.all.last && viewer.size == before.size)
    }
}
