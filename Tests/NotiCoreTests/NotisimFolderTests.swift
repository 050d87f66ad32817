import Foundation
import Testing
@testable import NotiCore

@Suite("Where notisim keeps its files")
struct NotisimFolderTests {
    @Test("state lives under $XDG_STATE_HOME/notisim and caches under $XDG_CACHE_HOME/notisim when they are absolute")
    func absoluteVariables() {
        let environment = ["XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c", "HOME": "/home/u"]
        #expect(NotisimFolder.state.url(environment: environment, home: "/unused").path == "/s/notisim")
        #expect(NotisimFolder.cache.url(environment: environment, home: "/unused").path == "/c/notisim")
    }

    @Test("an unset or relative XDG variable falls back to ~/.local/state or ~/.cache, HOME first, then the account's home")
    func fallbacks() {
        let relative = ["XDG_STATE_HOME": "state", "XDG_CACHE_HOME": "cache", "HOME": "/home/u"]
        #expect(NotisimFolder.state.url(environment: relative, home: "/unused").path == "/home/u/.local/state/notisim")
        #expect(NotisimFolder.cache.url(environment: relative, home: "/unused").path == "/home/u/.cache/notisim")
        #expect(NotisimFolder.cache.url(environment: [:], home: "/account").path == "/account/.cache/notisim")
        #expect(NotisimFolder.cache.spelled("extensions") == "$XDG_CACHE_HOME/notisim/extensions (~/.cache/notisim/extensions)")
        #expect(NotisimFolder.state.spelled("running") == "$XDG_STATE_HOME/notisim/running (~/.local/state/notisim/running)")
    }

    @Test("an entry's folder is its name's letters, digits, - and _ with a hash of its identity; the fallback when no letter is left")
    func entryNames() {
        let name = NotisimFolder.entryName("My App!", fallback: "project", identity: "/a/My App!")
        #expect(name == "MyApp-" + StableHash.hex("/a/My App!"))
        #expect(NotisimFolder.entryName("…", fallback: "project", identity: "/x").hasPrefix("project-"))
        #expect(NotisimFolder.entryName("App", fallback: "project", identity: "/a/App")
            != NotisimFolder.entryName("App", fallback: "project", identity: "/b/App"))
    }
}
