import NotiCore
import NotiLayout
import NotiTerminalPort

/// How the viewer looks at the simulated device, none of which changes what the device holds: the iOS version, the
/// device, the theme, the terminal's size and character set, and the clock's rate as the status line shows it.
package struct ViewerChoices: Sendable, Hashable {
    /// The clock as the status line shows it.
    package struct ClockStatus: Sendable, Hashable {
        /// Whether the clock stands still.
        package var paused = false
        /// notisim seconds per real second.
        package var speed: Double = 1

        package init(paused: Bool = false, speed: Double = 1) { self.paused = paused; self.speed = speed }
    }

    /// A change of view.
    package enum Message: Sendable, Hashable {
        /// The next iOS version of `OSProfile.all`, after the last the first.
        case nextOS
        /// This iOS version.
        case os(OSProfile)
        /// The next device of `DeviceProfile.all`, after the last the first.
        case nextDevice
        /// This device.
        case device(DeviceProfile)
        /// This theme, loaded.
        case theme(Theme)
        /// The terminal: its size and whether it shows UTF-8.
        case terminal(TerminalSize, unicode: Bool)
        /// The terminal was resized.
        case resized(TerminalSize)
        /// The clock runs as this says.
        case clock(ClockStatus)
    }

    /// The iOS version the device runs.
    package private(set) var os: OSProfile
    /// The simulated device.
    package private(set) var device: DeviceProfile
    /// The colours everything is drawn in.
    package private(set) var theme: Theme
    /// Points per terminal cell.
    package private(set) var metrics: CellMetrics = .standard
    /// The terminal's size.
    package private(set) var size: TerminalSize
    /// Whether the terminal shows UTF-8; otherwise an ASCII fallback is drawn.
    package private(set) var unicode = true
    /// The clock's speed and pause state, mirrored here for the status line.
    package private(set) var clockStatus = ClockStatus()

    package init(os: OSProfile, device: DeviceProfile, theme: Theme, size: TerminalSize) {
        self.os = os; self.device = device; self.theme = theme; self.size = size
    }

    /// The name of the built-in theme after the current one, after the last the first.
    package var nextThemeName: String {
        let names = Theme.builtInNames
        return names.firstIndex(of: theme.name).map { names[($0 + 1) % names.count] } ?? names[0]
    }

    /// Carries out `message`.
    package mutating func update(_ message: Message) {
        switch message {
        case .nextOS: os = Self.after(os, in: OSProfile.all)
        case .os(let profile): os = profile
        case .nextDevice: device = Self.after(device, in: DeviceProfile.all)
        case .device(let profile): device = profile
        case .theme(let next): theme = next
        case let .terminal(size, unicode): self.size = size; self.unicode = unicode
        case .resized(let size): self.size = size
        case .clock(let status): clockStatus = status
        }
    }

    /// The item after `item` in `all`, after the last (or an unknown one) the first.
    private static func after<Item: Equatable>(_ item: Item, in all: [Item]) -> Item {
        all.firstIndex(of: item).map { all[($0 + 1) % all.count] } ?? all[0]
    }
}
