/// Matching a compiled pattern: its literal prefix compared directly, the rest run as a
/// nondeterministic automaton over the text's scalars, each state visited at most once a step.
extension AASAPattern {
    /// Whether the whole of `text`, which has `slashes` slashes, matches: a quick refusal when
    /// the text has fewer slashes than the pattern spells.
    func matches(_ text: String, slashes: Int) -> Bool {
        slashes >= minimumSlashes && matches(text)
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        if matchesEverything { return true }
        var scalars = text.unicodeScalars[...]
        for expected in prefix {
            guard scalars.popFirst() == expected else { return false }
        }
        // Each state enters a list at most once a step (it is marked as it goes in), so three
        // buffers of `states.count` hold the current list, the next and the closure's stack. No
        // arrays and no range iterators: their generic paths cost a metadata look-up per call in
        // a debug build, where the lint tests and `launch-route lint` run this for every URL.
        // The states and split targets are read through pointers and the kinds compared by a
        // switch: a debug build calls an array's subscript and an enumeration's `==` as generic
        // functions, which was most of `launch-route lint`'s time there.
        let count = states.count
        return states.withUnsafeBufferPointer { states in
            splitTargets.withUnsafeBufferPointer { splits in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { mark in
                    mark.initialize(repeating: -1)
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count) { buffer in
                        let automaton = Automaton(states: states.baseAddress!, splits: splits.baseAddress, mark: mark)
                        var lists = Lists(buffer: buffer, capacity: count)
                        var length = automaton.addClosure(
                            start, generation: 0, into: lists.current, at: 0, stack: lists.stack)
                        var generation: Int32 = 0
                        for scalar in scalars {
                            generation += 1
                            var following = 0
                            var position = 0
                            while position < length {
                                let transition = automaton.states[lists.current[position]]
                                let moves: Bool
                                switch transition.kind {
                                case .any: moves = true
                                case .scalar: moves = transition.scalar == scalar
                                case .set: moves = setContains(transition.targets, scalar)
                                case .split, .accept: moves = false
                                }
                                if moves {
                                    following = automaton.addClosure(
                                        transition.next, generation: generation, into: lists.following, at: following,
                                        stack: lists.stack)
                                }
                                position += 1
                            }
                            if following == 0 { return false }
                            lists.swap()
                            length = following
                        }
                        return mark[0] == generation
                    }
                }
            }
        }
    }

    /// Whether the sorted `setScalars[range]` holds `scalar`, by binary search.
    private func setContains(_ range: Range<Int>, _ scalar: Unicode.Scalar) -> Bool {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            let value = setScalars[middle]
            if value == scalar { return true }
            if value < scalar { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// The current and next state lists and the closure's stack, carved from one buffer.
    private struct Lists {
        var current: UnsafeMutableBufferPointer<Int>
        var following: UnsafeMutableBufferPointer<Int>
        let stack: UnsafeMutableBufferPointer<Int>

        init(buffer: UnsafeMutableBufferPointer<Int>, capacity: Int) {
            current = UnsafeMutableBufferPointer(rebasing: buffer[0..<capacity])
            following = UnsafeMutableBufferPointer(rebasing: buffer[capacity..<2 * capacity])
            stack = UnsafeMutableBufferPointer(rebasing: buffer[2 * capacity..<3 * capacity])
        }

        mutating func swap() { Swift.swap(&current, &following) }
    }

    /// The automaton's states and split targets, and the marks of one match.
    private struct Automaton {
        let states: UnsafePointer<State>
        let splits: UnsafePointer<Int>?
        let mark: UnsafeMutableBufferPointer<Int32>

        /// Adds `state` and every state its splits lead to, not yet marked with `generation`, to
        /// `list` from `length` on, marking each; returns the list's new length.
        func addClosure(
            _ state: Int,
            generation: Int32,
            into list: UnsafeMutableBufferPointer<Int>,
            at length: Int,
            stack: UnsafeMutableBufferPointer<Int>
        ) -> Int {
            guard mark[state] != generation else { return length }
            var length = length
            mark[state] = generation
            stack[0] = state
            var depth = 1
            while depth > 0 {
                depth -= 1
                let top = stack[depth]
                list[length] = top
                length += 1
                let next = states[top]
                guard case .split = next.kind, let splits else { continue }
                var index = next.targets.lowerBound
                while index < next.targets.upperBound {
                    let target = splits[index]
                    index += 1
                    guard mark[target] != generation else { continue }
                    mark[target] = generation
                    stack[depth] = target
                    depth += 1
                }
            }
            return length
        }
    }
}
