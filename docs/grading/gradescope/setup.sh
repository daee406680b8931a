#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (its Ubuntu 24.04
# base). The autograder's zip holds this file, run_autograder and learn/, a clean clone of
# learn's repository (without .build/), which Gradescope unpacks in /autograder/source.
set -euo pipefail

SWIFT_VERSION=6.3

# The Swift toolchain's own dependencies (swift.org's list for Ubuntu 24.04), and the
# packages README.md's commands install for learn.
apt-get update
apt-get install -y --no-install-recommends \
    binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-13-dev \
    libncurses-dev libpython3-dev libsqlite3-0 libstdc++-13-dev libxml2-dev libz3-dev pkg-config \
    tzdata unzip zlib1g-dev \
    libedit-dev libcmark-dev libpng-dev libjpeg-dev bubblewrap

# The toolchain from swift.org, in /opt/swift.
mkdir -p /opt/swift
curl -fsSL "https://download.swift.org/swift-${SWIFT_VERSION}-release/ubuntu2404/swift-${SWIFT_VERSION}-RELEASE/swift-${SWIFT_VERSION}-RELEASE-ubuntu24.04.tar.gz" \
    | tar -xz --strip-components=1 -C /opt/swift
export PATH=/opt/swift/usr/bin:$PATH

# learn, built as the README builds it; it finds the course above its executable.
cd /autograder/source/learn
swift build
ln -sf /autograder/source/learn/.build/debug/learn /usr/local/bin/learn
learn doctor
