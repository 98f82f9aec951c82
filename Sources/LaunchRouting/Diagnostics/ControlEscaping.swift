extension String {
    /// The text with each control character (U+0000 to U+001F and U+007F) written as `\u{…}` in
    /// hexadecimal, so that an oracle's finding prints on one line and replays as written.
    ///
    /// ```swift
    /// "a\u{7}b".escapingControls   // "a\\u{7}b"
    /// ```
    package var escapingControls: String {
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
