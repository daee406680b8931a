print("learn")
