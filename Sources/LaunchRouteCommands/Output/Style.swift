/// Terminal colour for one output stream: ANSI escapes when enabled, plain text otherwise.
///
/// Enabled only when the stream is a terminal and `NO_COLOR` is unset, so piped output, files
/// and golden tests get plain text.
struct Style: Hashable, Sendable {
    var isEnabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func boldRed(_ text: String) -> String { wrap(text, "1;31") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The text padded with spaces to `width` characters; longer text is left as it is.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
